// An uploaded picture seen by staff before it is published: the section editor's thumbnail and its
// previews ask for /images/<name> on the site, where a picture no published page shows yet is not. For a
// signed-in member of the pages area (the session decides, as for the preview), the site answers such an
// address from the database instead of "not found": the original, or one of its copies under /assets/img/.
// Anyone else gets "not found" until a page showing it is published.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayUse } from '../../schema/api/staff.ts';
import { sessionToken } from '../staff/session-cookie.ts';
import { touchSession } from '../staff/sessions-store.ts';
import { readUploadedFile, type UploadedFile } from './pictures-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** An uploaded picture (or copy) at `urlPath` for a signed-in member of the pages area, else undefined. */
    staffPictureFor?: (request: FastifyRequest, urlPath: string) => Promise<UploadedFile | undefined>;
  }
}

export function staffPictures(app: FastifyInstance) {
  return async (request: FastifyRequest, urlPath: string): Promise<UploadedFile | undefined> => {
    if (!urlPath.startsWith('/images/') && !urlPath.startsWith('/assets/img/')) return undefined;
    const token = sessionToken(request);
    if (!token) return undefined;
    const session = await touchSession(app.database, token, app.staff.config.idleMinutes);
    if (!session || !mayUse(session.member.role, 'pages')) return undefined;
    return readUploadedFile(app.database, urlPath);
  };
}
