// A draft seen on the site's real addresses, in every language, by signed-in staff of the pages area: with
// the preview cookie (set by POST /api/staff/content/preview) and a live session, a page comes from the
// draft's own release folder (rendered once per draft), sent no-store and noindex; anyone else, and staff
// without the cookie, get the published site. The cookie holds no secret: the session decides. The request
// keeps the draft's number (request.draftPreview) for the banner the static site adds (site/preview-banner.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayUse } from '../../schema/api/staff.ts';
import { sessionToken } from '../staff/session-cookie.ts';
import { touchSession } from '../staff/sessions-store.ts';
import { readHeads, readRevision, type Revision } from './revisions-store.ts';

export const PREVIEW_COOKIE = 'staff_preview';

declare module 'fastify' {
  interface FastifyRequest {
    /** The draft revision this request is answered from (set by previewSiteFor when it gives a folder). */
    draftPreview?: number;
  }
}

const wantsPreview = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((pair) => pair.trim() === `${PREVIEW_COOKIE}=1`);

/** Sets (or clears) the cookie for the whole site, for the session's browser only. */
export function setPreviewCookie(request: FastifyRequest, reply: FastifyReply, on: boolean) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${PREVIEW_COOKIE}=${on ? '1' : ''}; Path=/; Max-Age=${on ? 12 * 3600 : 0}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export function previewSite(app: FastifyInstance, prepare: (revision: Revision) => Promise<{ dir: string }>) {
  const rendering = new Map<number, Promise<string>>();
  return async (request: FastifyRequest): Promise<string | undefined> => {
    if (!wantsPreview(request)) return undefined;
    const token = sessionToken(request);
    if (!token) return undefined;
    const session = await touchSession(app.database, token, app.staff.config.idleMinutes);
    if (!session || !mayUse(session.member.role, 'pages')) return undefined;
    const heads = await readHeads(app.database);
    if (!heads) return undefined;
    const draftId = heads.draftId;
    let folder = rendering.get(draftId);
    if (!folder) {
      folder = (async () => {
        const draft = await readRevision(app.database, draftId);
        if (!draft) throw new Error(`revision ${draftId} is missing`);
        return `${(await prepare(draft)).dir}/client`;
      })();
      rendering.set(draftId, folder);
      folder.catch(() => rendering.delete(draftId));
    }
    try {
      const dir = await folder;
      request.draftPreview = draftId;
      return dir;
    } catch (error) {
      request.log.error({ err: error }, 'could not render the draft for a preview; showing the published site');
      return undefined;
    }
  };
}
