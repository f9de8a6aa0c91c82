// @vitest-environment node
// Each member's working copy (the section editor's autosave): kept on top of the revision she started from,
// read back by her alone; another member never reads, replaces or deletes it; a coordinator or a translator
// gets 403, a request from another site or without the CSRF token 403; larger than a draft may be: 413. It
// goes when she saves a draft, publishes what it holds, is removed, or 30 days after its last change.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type ContentState,
  type KeepWorkingCopyBody,
  PUBLISHING_API,
  type WorkingCopyState,
} from '../../schema/api/publishing.ts';
import { STAFF_API } from '../../schema/api/staff.ts';
import { headingRenderer, testSiteFolders, withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

describe.each(engines)('working copies on $name', (engine) => {
  const folders = testSiteFolders('working-copy', repository);
  const suite = staffSuite(engine, 'working-copy', {
    config: { siteDir: folders.siteDir },
    app: {
      publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0, draftBounds: { maxKb: 1000 } },
    },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const draftId = async (client: StaffClient) =>
    ((await call(suite.app, 'GET', PUBLISHING_API.content, { client })).json().data as ContentState).draft.id;
  const read = async (client: StaffClient) => {
    const answer = await call(suite.app, 'GET', PUBLISHING_API.workingCopy, { client });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as WorkingCopyState;
  };
  const keep = (client: StaffClient, body: KeepWorkingCopyBody) =>
    call(suite.app, 'PUT', PUBLISHING_API.workingCopy, { client, body });
  const heading = (english: string) => withHomeHeading(repository, english).pagesText;

  it('keeps her work on top of its base, replaced by each autosave, and gives it back with the current draft', async () => {
    const editor = await signIn(suite.app, 'editor');
    expect(await read(editor)).toEqual({ workingCopy: null, draft: await draftId(editor) });
    const base = await draftId(editor);
    expect((await keep(editor, { baseRevision: base, pages: heading('First try') })).statusCode).toBe(200);
    const kept = await keep(editor, { baseRevision: base, pages: heading('Second try') });
    expect(kept.statusCode, kept.body).toBe(200);
    const { workingCopy, draft } = await read(editor);
    expect(draft).toBe(base);
    expect(workingCopy?.baseRevision).toBe(base);
    expect(workingCopy?.content.pages).toBe(heading('Second try'));
    // A language she did not change is the base revision's.
    expect(workingCopy?.content.translations.hi).toBe(repository.translations.hi);
    expect(workingCopy?.updatedAt).toBe(kept.json().data.updatedAt);
    // An autosave is never a revision.
    expect(await draftId(editor)).toBe(base);
  });

  it("another member never reads, replaces or deletes hers: each route answers the signed-in member's own", async () => {
    const editor = await signIn(suite.app, 'editor');
    const admin = await signIn(suite.app, 'admin');
    const base = await draftId(editor);
    await keep(editor, { baseRevision: base, pages: heading('Hers') });
    expect((await read(admin)).workingCopy).toBeNull();
    expect((await keep(admin, { baseRevision: base, pages: heading('His') })).statusCode).toBe(200);
    expect((await call(suite.app, 'DELETE', PUBLISHING_API.workingCopy, { client: admin })).statusCode).toBe(200);
    expect((await read(editor)).workingCopy?.content.pages).toBe(heading('Hers'));
    expect((await read(admin)).workingCopy).toBeNull();
    expect((await call(suite.app, 'DELETE', PUBLISHING_API.workingCopy, { client: editor })).statusCode).toBe(200);
    expect((await read(editor)).workingCopy).toBeNull();
  });

  it('refuses without a session (401), a coordinator or translator (403), another site or no CSRF token (403)', async () => {
    const editor = await signIn(suite.app, 'editor');
    const base = await draftId(editor);
    const body = { baseRevision: base, pages: heading('Refused') };
    await keep(editor, { baseRevision: base, pages: heading('Kept') });
    for (const role of ['coordinator', 'translator'] as const) {
      const client = await signIn(suite.app, role);
      for (const method of ['GET', 'PUT', 'DELETE'])
        expect((await call(suite.app, method, PUBLISHING_API.workingCopy, { client, body })).statusCode).toBe(403);
    }
    expect((await call(suite.app, 'GET', PUBLISHING_API.workingCopy)).statusCode).toBe(401);
    for (const method of ['PUT', 'DELETE']) {
      const options = { client: editor, ...(method === 'PUT' ? { body } : {}) };
      const crossSite = await call(suite.app, method, PUBLISHING_API.workingCopy, {
        ...options,
        origin: 'https://evil.example',
      });
      expect(crossSite.statusCode).toBe(403);
      const noToken = await call(suite.app, method, PUBLISHING_API.workingCopy, { ...options, csrf: null });
      expect(noToken.statusCode).toBe(403);
    }
    expect((await read(editor)).workingCopy?.content.pages).toBe(heading('Kept'));
  });

  it('refuses a working copy larger than a draft may be (413) and one on a revision that does not exist (404)', async () => {
    const editor = await signIn(suite.app, 'editor');
    await call(suite.app, 'DELETE', PUBLISHING_API.workingCopy, { client: editor });
    const base = await draftId(editor);
    const large = await keep(editor, { baseRevision: base, pages: 'x'.repeat(1100 * 1024) });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toContain('at most 1,000 KB');
    expect((await keep(editor, { baseRevision: 999_999, pages: heading('Lost') })).statusCode).toBe(404);
    expect((await read(editor)).workingCopy).toBeNull();
  });

  it('goes when she saves a draft; one holding what she publishes goes with the publish', async () => {
    const editor = await signIn(suite.app, 'editor');
    const base = await draftId(editor);
    const pages = heading('Saved from the working copy');
    await keep(editor, { baseRevision: base, pages });
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: base, pages },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await read(editor)).workingCopy).toBeNull();
    // Kept again by an autosave that crossed the save: it holds exactly the draft she then publishes.
    const revision = saved.json().data.revision.id as number;
    await keep(editor, { baseRevision: revision, pages });
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision, note: 'Working copy test' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await read(editor)).workingCopy).toBeNull();
  });

  it('a publish keeps her working copy when it holds more than what was published', async () => {
    const editor = await signIn(suite.app, 'editor');
    const base = await draftId(editor);
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: base, pages: heading('Published part') },
    });
    const revision = saved.json().data.revision.id as number;
    await keep(editor, { baseRevision: revision, pages: heading('Still being written') });
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision, note: 'Working copy kept' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await read(editor)).workingCopy?.content.pages).toBe(heading('Still being written'));
  });

  it('goes when the member is removed', async () => {
    const editor = await signIn(suite.app, 'editor');
    const admin = await signIn(suite.app, 'admin');
    await keep(editor, { baseRevision: await draftId(editor), pages: heading('Removed with her') });
    const removed = await call(suite.app, 'DELETE', STAFF_API.member(editor.member.publicId), { client: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    const { rows } = await suite.tdb.db.query('SELECT 1 FROM content_working_copies WHERE staff_id = $1', [
      editor.member.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('the purge erases a working copy 30 days after its last change, and keeps its base revision until then', async () => {
    const editor = await signIn(suite.app, 'editor');
    const start = await draftId(editor);
    const old = (
      await call(suite.app, 'POST', PUBLISHING_API.drafts, {
        client: editor,
        body: { baseRevision: start, pages: heading('Her base') },
      })
    ).json().data.revision.id as number;
    await keep(editor, { baseRevision: old, pages: heading('Her unsaved work') });
    // Someone else's save moves the draft on: her base is no longer the current draft.
    const other = await signIn(suite.app, 'admin');
    await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: other,
      body: { baseRevision: old, pages: heading('Newer draft') },
    });
    await suite.tdb.db.query(`UPDATE content_revisions SET created_at = now() - interval '31 days'`);
    await suite.app.privacy.purge();
    expect((await read(editor)).workingCopy?.baseRevision).toBe(old);
    await suite.tdb.db.query(`UPDATE content_working_copies SET updated_at = now() - interval '31 days'`);
    const report = await suite.app.privacy.purge();
    expect(report.kinds.find((kind) => kind.kind === 'working-copies')?.count).toBeGreaterThanOrEqual(1);
    expect((await read(editor)).workingCopy).toBeNull();
    const { rows } = await suite.tdb.db.query('SELECT 1 FROM content_revisions WHERE id = $1', [old]);
    expect(rows).toHaveLength(0);
  });
});
