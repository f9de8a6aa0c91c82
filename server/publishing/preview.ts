// A draft seen on the site's real addresses, in every language, by signed-in staff of the pages area: with
// the preview cookie (set by POST /api/staff/content/preview) and a live session, a page comes from the
// draft's own release folder, sent no-store and noindex; anyone else, and staff without the cookie, get the
// published site. The cookie holds no secret: the session decides. The request keeps the draft's number
// (request.draftPreview) for the banner the static site adds (site/preview-banner.ts).
//
// Only a draft the checker passes is drawn, once per draft revision, in the background: a request never waits
// for it (it gets the published site until the preview is ready), a failure is remembered and shown in the
// staff area (GET status) instead of being tried again on every request, and the previous draft's folder is
// removed once the next is ready.
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PreviewStatus } from '../../schema/api/publishing.ts';
import { mayUse } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { sessionToken } from '../staff/session-cookie.ts';
import { cookieOf, setCookie } from '../http/cookies.ts';
import { touchSession } from '../staff/sessions-store.ts';
import { checkContentFiles } from './content-check.ts';
import { uploadedSources } from './pictures-store.ts';
import { readHeads, readRevision, type Revision } from './revisions-store.ts';

export const PREVIEW_COOKIE = 'staff_preview';

declare module 'fastify' {
  interface FastifyRequest {
    /** The draft revision this request is answered from (set by previewSiteFor when it gives a folder). */
    draftPreview?: number;
  }
}

export const hasPreviewCookie = (request: FastifyRequest) => cookieOf(request, PREVIEW_COOKIE) === '1';

/** Sets (or clears) the cookie for the whole site, for the session's browser only. */
export const setPreviewCookie = (request: FastifyRequest, reply: FastifyReply, on: boolean) =>
  setCookie(request, reply, {
    name: PREVIEW_COOKIE,
    value: on ? '1' : '',
    path: '/',
    maxAgeSeconds: on ? 12 * 3600 : 0,
    sameSite: 'Lax',
  });

export interface DraftPreviews {
  /** The folder to answer this request from, when it may see the draft and the draft's preview is ready. */
  siteFor(request: FastifyRequest): Promise<string | undefined>;
  /** Starts drawing the draft (checked first) unless it was drawn or tried already; never waits for it. */
  start(draftId: number): PreviewStatus;
  /** Where the draft's preview stands, if one was asked for. */
  status(draftId: number): PreviewStatus | undefined;
  /** Resolves when the draft's drawing (if any; every drawing without a draft) has ended (tests, shutdown). */
  settled(draftId?: number): Promise<void>;
}

interface Entry {
  status: PreviewStatus;
  done: Promise<void>;
  dir?: string;
}

export function draftPreviews(
  app: FastifyInstance,
  prepare: (revision: Revision) => Promise<{ dir: string }>,
): DraftPreviews {
  const entries = new Map<number, Entry>();
  let shown: { draftId: number; dir: string } | undefined;

  const draw = async (draftId: number, entry: Entry) => {
    const draft = await readRevision(app.database, draftId);
    if (!draft) throw new Error(`revision ${draftId} is missing`);
    const check = checkContentFiles(draft.files, await uploadedSources(app.database));
    if (!check.ok) {
      entry.status = { revision: draftId, state: 'errors', errors: check.errors, message: errorsMessage(check.errors) };
      return;
    }
    const { dir } = await prepare(draft);
    entry.dir = `${dir}/client`;
    entry.status = { revision: draftId, state: 'ready', message: READY };
    // The earlier draft's folder is no longer shown: removed unless visitors are served from it.
    const earlier = shown;
    shown = { draftId, dir };
    for (const id of entries.keys()) if (id !== draftId) entries.delete(id);
    if (earlier && earlier.dir !== dir && !servedFrom(earlier.dir))
      fs.rmSync(earlier.dir, { recursive: true, force: true });
  };
  const servedFrom = (dir: string) => {
    try {
      return fs.realpathSync(`${app.publishing.root}/current`) === fs.realpathSync(dir);
    } catch {
      return false;
    }
  };

  const start: DraftPreviews['start'] = (draftId) => {
    const known = entries.get(draftId);
    if (known) return known.status;
    const entry: Entry = {
      status: { revision: draftId, state: 'rendering', message: RENDERING },
      done: Promise.resolve(),
    };
    entries.set(draftId, entry);
    entry.done = draw(draftId, entry).catch((error: unknown) => {
      app.log.error({ err: error, revision: draftId }, 'could not draw the draft for a preview');
      entry.status = { revision: draftId, state: 'failed', message: failedMessage(error) };
    });
    return entry.status;
  };

  const siteFor: DraftPreviews['siteFor'] = async (request) => {
    if (!hasPreviewCookie(request)) return undefined;
    const token = sessionToken(request);
    if (!token) return undefined;
    const session = await touchSession(app.database, token, app.staff.config.idleMinutes);
    if (!session || !mayUse(session.member.role, 'pages')) return undefined;
    const heads = await readHeads(app.database);
    if (!heads) return undefined;
    const entry = entries.get(heads.draftId);
    if (!entry) start(heads.draftId);
    if (entry?.status.state !== 'ready' || !entry.dir) return undefined;
    request.draftPreview = heads.draftId;
    return entry.dir;
  };

  return {
    siteFor,
    start,
    status: (draftId) => entries.get(draftId)?.status,
    settled: async (draftId) => {
      const waiting = draftId === undefined ? [...entries.values()] : [entries.get(draftId)];
      await Promise.all(waiting.map((entry) => entry?.done));
    },
  };
}

const READY = 'The preview is ready: open the site in this browser to see the draft.';
const RENDERING = 'The preview is being prepared (a few seconds). Until it is ready, the site shows what visitors see.';
const errorsMessage = (errors: number) =>
  `The preview shows only a draft without errors, and the checker found ${errors} ${errors === 1 ? 'error' : 'errors'} in this one. Press "Check the draft" to see ${errors === 1 ? 'it' : 'them'}, fix ${errors === 1 ? 'it' : 'them'} in the editor and save: the preview follows.`;
const failedMessage = (error: unknown) =>
  `The preview of this draft could not be drawn${error instanceof PublicError ? `: ${error.message}` : ''}. The site shows what visitors see. Save the draft again to try once more, or tell the person who looks after the server (the reason is in its log).`;
