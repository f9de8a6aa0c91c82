// A page published from the staff area, seen through nginx: a member invited by the command line
// (npm run staff -- invite, its printed one-time link), signed in through nginx as the staff app does
// (Origin = the site's address, the CSRF token), changes the home heading in the draft, publishes it, and
// rolls it back. Visitors' GETs of / and /hi/ are answered by nginx from `current/client`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, STAFF_API, type StaffMe } from '../../../schema/api/staff.ts';
import {
  type ContentState,
  PUBLISHING_API,
  type PublishAnswer,
  type SaveDraftBody,
} from '../../../schema/api/publishing.ts';
import { withHomeHeading } from '../../../tests/helpers/server/publishing-suite.ts';
import { runTs } from '../../lib/api-server-process.ts';
import { request } from './http-client.ts';
import { fromInstance, html } from './site-checks.ts';
import type { Topology } from './topology.ts';

/** How long a visitor may wait for a published page (the instances check every 5 s; nginx switches at once). */
export const VISIBLE_WITHIN_MS = 15_000;

export interface StaffSession {
  cookie: string;
  csrf: string;
}

/** `npm run staff -- invite EMAIL --role ROLE` on the topology's database; no SMTP_URL, so it prints the link. */
export async function inviteByCommandLine(t: Topology, email: string, role: 'editor' | 'admin'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-staff-cli-'));
  try {
    const run = await runTs('server/cli/staff.ts', ['invite', email, '--role', role], {
      ...t.env,
      SMTP_URL: '',
      DATA_DIR: dataDir,
    });
    if (run.code !== 0) throw new Error(`npm run staff -- invite failed (${run.code}): ${run.stderr}`);
    const link = run.stdout.trim().split('\n').at(-1) ?? '';
    const token = new URL(link).searchParams.get('t');
    if (!link.startsWith(t.env.SITE_URL) || !token) throw new Error(`no sign-in link printed: ${run.stdout}`);
    return token;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The staff API through nginx, as the staff app calls it. */
export function staffApi(origin: string) {
  const call = async <T>(method: string, route: string, session?: StaffSession, body?: unknown) => {
    const changes = method !== 'GET';
    const answer = await request(`${origin}${route}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(changes ? { origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? { cookie: session.cookie } : {}),
        ...(session && changes ? { [CSRF_HEADER]: session.csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: 60_000,
    });
    const json = answer.text ? JSON.parse(answer.text) : {};
    return { status: answer.status, data: json.data as T, text: answer.text, headers: answer.headers };
  };
  return {
    async signIn(token: string): Promise<StaffSession> {
      const answer = await call<StaffMe>('POST', STAFF_API.useLink, undefined, { token });
      if (answer.status !== 200) throw new Error(`sign-in refused: ${answer.status} ${answer.text}`);
      const setCookie = answer.headers['set-cookie']?.[0];
      return { cookie: String(setCookie).split(';')[0], csrf: answer.data.csrfToken };
    },
    content: (session: StaffSession) => call<ContentState>('GET', PUBLISHING_API.content, session),
    save: (session: StaffSession, body: SaveDraftBody) =>
      call<{ revision: { id: number } }>('POST', PUBLISHING_API.drafts, session, body),
    publish: (session: StaffSession, revision: number, note: string) =>
      call<PublishAnswer>('POST', PUBLISHING_API.publish, session, { revision, note }),
    rollBack: (session: StaffSession, revision: number, note: string) =>
      call<PublishAnswer>('POST', PUBLISHING_API.rollBack, session, { revision, note }),
  };
}

/** The draft's texts with the home page's main heading (English and Hindi) replaced. */
export function draftWithHeading(state: ContentState, english: string, hindi: string): SaveDraftBody {
  const files = withHomeHeading(
    { pagesText: state.draft.content.pages, translations: state.draft.content.translations },
    english,
    hindi,
  );
  return {
    baseRevision: state.draft.id,
    pages: files.pagesText,
    translations: { hi: files.translations.hi },
    note: 'Topology test: a new home heading',
  };
}

export interface Served {
  /** Milliseconds from the call until every address showed its text (or the time waited, when not). */
  ms: number;
  /** Each address and whether nginx (not an instance) answered with the expected text. */
  seen: Record<string, { shown: boolean; byNginx: boolean }>;
}

/**
 * Plain GETs of each address through nginx, every 100 ms, until each page shows its text and not `gone`,
 * or VISIBLE_WITHIN_MS passed.
 */
export async function waitUntilServed(origin: string, expected: Record<string, string>, gone: string[] = []) {
  const start = performance.now();
  const seen: Served['seen'] = {};
  for (;;) {
    for (const [route, text] of Object.entries(expected)) {
      const answer = await request(`${origin}${route}`, { headers: { 'accept-encoding': 'br, gzip' } });
      const page = answer.status === 200 ? html(answer) : '';
      seen[route] = {
        shown: page.includes(text) && gone.every((old) => !page.includes(old)),
        byNginx: !fromInstance(answer),
      };
    }
    const ms = Math.round(performance.now() - start);
    if (Object.values(seen).every((route) => route.shown) || ms > VISIBLE_WITHIN_MS) return { ms, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
