// @vitest-environment node
// What an editor's draft can reach, over HTTP and on disk: an address that climbs out of the site is refused at
// save; a draft the checker refuses (a style value that is text, an address stored before the rule) is never
// drawn for a preview, and the staff area says why; a preview is drawn once per draft in the background, never
// while a request waits, and a failure is remembered, not retried per request, leaving no half-written folder;
// a draft's size is bounded; a release whose files changed on disk is drawn anew before it is used again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ContentState, type ContentStatus, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders, withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { type ContentFiles, readContentFolder } from './content-files.ts';
import type { ReleaseRenderer } from './publishing-plugin.ts';
import { saveDraft } from './revisions-store.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

/** The renderer the suite uses: the heading renderer, made to wait or to fail when a test says so. */
let gate: Promise<void> | undefined;
let failWith: Error | undefined;
let renders = 0;
const renderer: ReleaseRenderer = async (files, dir, previous, pictures) => {
  renders++;
  await gate;
  if (failWith) throw failWith;
  return headingRenderer(files, dir, previous, pictures);
};

const withPages = (files: ContentFiles, change: (pages: { path: string; aliases?: string[] }[]) => void) => {
  const parsed = JSON.parse(files.pagesText);
  change(parsed.pages);
  return { ...files, pagesText: JSON.stringify(parsed, null, 2) };
};

describe.each(engines)('what an editor can reach, on $name', (engine) => {
  const folders = testSiteFolders('editor-reach', repository);
  const suite = staffSuite(engine, 'editor-reach', {
    config: { siteDir: folders.siteDir },
    app: {
      publishing: { renderer, root: folders.root, pollSeconds: 0, draftBounds: { maxPages: 30, maxKb: 1024 } },
    },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const draftId = async (client: StaffClient) =>
    ((await call(suite.app, 'GET', PUBLISHING_API.content, { client })).json().data as ContentState).draft.id;
  const status = async (client: StaffClient) =>
    (await call(suite.app, 'GET', PUBLISHING_API.status, { client })).json().data as ContentStatus;
  const save = async (client: StaffClient, files: ContentFiles) =>
    call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client,
      body: { baseRevision: await draftId(client), pages: files.pagesText, translations: files.translations },
    });
  const page = (url: string, cookie: string) => suite.app.inject({ url, headers: { host: 'site.example', cookie } });
  const previewOn = (client: StaffClient) =>
    call(suite.app, 'POST', PUBLISHING_API.preview, { client, body: { on: true } });

  it('refuses at save a page address or alias that is not an address of the site (climbing, absolute, encoded, NUL, backslash)', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await draftId(editor);
    const climbing = [
      '/../../../current/client',
      '/../../../../../../../../../../tmp/x',
      '/%2e%2e/%2e%2e/current/client',
      '/history\u0000/x',
      '/..\\..\\current',
      '//evil.example',
      'current/client',
    ];
    for (const address of climbing)
      for (const where of ['path', 'alias'] as const) {
        const draft = withPages(repository, (pages) => {
          if (where === 'path') pages.push({ ...pages[1], path: address });
          else pages[1].aliases = [address];
        });
        const answer = await save(editor, draft);
        expect(answer.statusCode, `${where} ${JSON.stringify(address)}`).toBe(422);
        expect(answer.json().message).toMatch(/^Not saved: page \d+ has the address .*An address starting with \//);
      }
    expect(await draftId(editor)).toBe(before);
  });

  it('never draws a draft the checker refuses (a style value that is text, an address stored before the rule); the staff area says why', async () => {
    const editor = await signIn(suite.app, 'editor');
    const breakout = repository.pagesText.replace(
      '"durationMs": 450',
      `"durationMs": "1ms}</style><meta http-equiv=\\"refresh\\" content=\\"0;url=https://evil.example\\">x{a:"`,
    );
    expect(breakout).not.toBe(repository.pagesText);
    const saved = await save(editor, { ...repository, pagesText: breakout });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.check.ok).toBe(false);
    const drawnBefore = renders;
    const on = await previewOn(editor);
    expect(on.json().data.state).toBe('errors');
    expect(on.json().message).toMatch(/preview shows only a draft without errors, and the checker found \d+ error/);
    const cookie = `${editor.cookie}; staff_preview=1`;
    const seen = await page('/', cookie);
    expect(seen.body).not.toContain('evil.example');
    expect(seen.body).not.toContain('staff-preview-banner');
    expect((await status(editor)).preview?.state).toBe('errors');
    // An address that climbs, stored before the rule existed, is refused by the checker the same way.
    const head = await draftId(editor);
    const stored = await saveDraft(suite.app.database, {
      baseId: head,
      files: withPages(repository, (pages) => pages.push({ ...pages[1], path: '/../../../current/client' })),
      staffId: undefined,
    });
    expect('saved' in stored).toBe(true);
    expect((await previewOn(editor)).json().data.state).toBe('errors');
    expect(renders).toBe(drawnBefore);
    expect(fs.existsSync(path.join(folders.root, 'current', 'client', 'index.html'))).toBe(false);
  });

  it('draws a preview in the background: a request gets the published site at once while it is drawn, then the draft; a failure is remembered and leaves nothing half-written', async () => {
    const editor = await signIn(suite.app, 'editor');
    expect((await save(editor, withHomeHeading(repository, 'Slow draft heading'))).statusCode).toBe(201);
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const turning = previewOn(editor);
    const cookie = `${editor.cookie}; staff_preview=1`;
    await vi.waitFor(() => expect(renders).toBeGreaterThan(0));
    const started = performance.now();
    const meanwhile = await page('/', cookie);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(meanwhile.body).toContain('Turning Compassion into Action');
    expect((await status(editor)).preview?.state).toBe('rendering');
    open();
    gate = undefined;
    expect((await turning).json().data.state).toBe('ready');
    expect((await page('/', cookie)).body).toContain('Slow draft heading');

    failWith = new Error('the renderer broke');
    expect((await save(editor, withHomeHeading(repository, 'A draft that cannot be drawn'))).statusCode).toBe(201);
    const tries = renders;
    expect((await previewOn(editor)).json().data.state).toBe('failed');
    for (let i = 0; i < 5; i++) expect((await page('/', cookie)).body).not.toContain('A draft that cannot be drawn');
    expect(renders).toBe(tries + 1);
    const now = await status(editor);
    expect(now.preview).toMatchObject({ state: 'failed', revision: now.draft });
    expect(now.preview?.message).toMatch(/could not be drawn.*Save the draft again/);
    failWith = undefined;
    const releases = fs.readdirSync(path.join(folders.root, 'releases'));
    expect(releases.filter((name) => name.includes('.partial'))).toEqual([]);
  });

  it('refuses a draft over the page and size limits, saying so, and stores nothing', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await draftId(editor);
    const many = withPages(repository, (pages) => {
      for (let i = pages.length; i <= 30; i++) pages.push({ ...pages[1], path: `/extra-${i}` });
    });
    const tooMany = await save(editor, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toMatch(/this draft has 31 pages, and the site may have at most 30/);
    const heavy = {
      ...repository,
      pagesText: repository.pagesText.replace('"pages": [', `"padding": "${'x'.repeat(1_100_000)}",\n  "pages": [`),
    };
    const tooLarge = await save(editor, heavy);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/a draft may be at most 1,024 KB/);
    expect(await draftId(editor)).toBe(before);
  });

  it('draws anew a release whose files changed on disk before visitors are served it again', async () => {
    const admin = await signIn(suite.app, 'admin');
    const publish = async (heading: string) => {
      expect((await save(admin, withHomeHeading(repository, heading))).statusCode).toBe(201);
      const answer = await call(suite.app, 'POST', PUBLISHING_API.publish, {
        client: admin,
        body: { revision: await draftId(admin) },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().data as { revision: number; release: string };
    };
    const first = await publish('First published heading');
    await publish('Second published heading');
    const page = path.join(folders.root, 'releases', first.release, 'client', 'index.html');
    fs.rmSync(page);
    fs.writeFileSync(page, '<!doctype html><meta http-equiv="refresh" content="0;url=https://evil.example">');
    const back = await call(suite.app, 'POST', PUBLISHING_API.rollBack, {
      client: admin,
      body: { revision: first.revision, note: 'Back to the first heading' },
    });
    expect(back.statusCode).toBe(200);
    const seen = (await suite.app.inject({ url: '/', headers: { host: 'site.example' } })).body;
    expect(seen).toContain('First published heading');
    expect(seen).not.toContain('evil.example');
  });
});
