// @vitest-environment node
// `npm run edit`'s publishing (exportTo), on a temporary copy of the checkout's content, never the repository's:
// at start the copy's files are the draft; a publish writes pages.json and the translation files into the copy
// (the edited lines only), and the pictures uploaded for a published page into its public/images; a roll back
// writes the content it publishes; a file changed on disk meanwhile is never overwritten (the publish is refused
// and nothing happens); the copy's files changed between two starts become the draft, but never over changes
// saved and not published unless asked (--replace-draft), and then nothing is published until that is settled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writePages } from '../../content/keep-layout.ts';
import type { PagesFile } from '../../content/types.ts';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';
import { openLocalRepository } from './local-repository.ts';
import { readHeads } from './revisions-store.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

/** A copy of the checkout's content: pages.json, translations/ and an empty public/images. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-edit-copy-'));
  fs.writeFileSync(path.join(dir, 'pages.json'), repository.pagesText);
  fs.mkdirSync(path.join(dir, 'translations'));
  for (const [language, text] of Object.entries(repository.translations))
    fs.writeFileSync(path.join(dir, 'translations', `${language}.json`), text);
  fs.mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
  return dir;
}

/** The repository's pages.json with the home page's main heading changed, written as the editor writes it. */
function withHeading(text: string, heading: string): string {
  const data = JSON.parse(text) as PagesFile;
  (data.pages.find((page) => page.path === '/')!.blocks[0] as { heading: string }).heading = heading;
  return writePages(data, text);
}

describe.each(engines)('npm run edit publishing into the checkout, on $name', (engine) => {
  const folders = testSiteFolders('local-edit', repository);
  const copy = contentCopy();
  const file = (name: string) => path.join(copy, name);
  const suite = staffSuite(engine, 'local-edit', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0, exportTo: copy } },
  });
  afterAll(() => {
    fs.rmSync(folders.base, { recursive: true, force: true });
    fs.rmSync(copy, { recursive: true, force: true });
  });

  const state = async (client: StaffClient) =>
    (await call(suite.app, 'GET', PUBLISHING_API.content, { client })).json().data as ContentState;
  const save = async (client: StaffClient, pages: string, translations?: Record<string, string>) =>
    call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client,
      body: { baseRevision: (await state(client)).draft.id, pages, ...(translations ? { translations } : {}) },
    });
  const publish = async (client: StaffClient) =>
    call(suite.app, 'POST', PUBLISHING_API.publish, {
      client,
      body: { revision: (await state(client)).draft.id, note: 'From npm run edit' },
    });

  it("starts with the checkout's files as the draft, and says so", async () => {
    expect(suite.app.publishing.repository?.startNote).toMatch(/is the checkout's content/);
    const admin = await signIn(suite.app, 'admin');
    expect((await state(admin)).draft.content.pages).toBe(repository.pagesText);
  });

  it('a publish writes pages.json and the translation files into the checkout, only the edited lines changed', async () => {
    const admin = await signIn(suite.app, 'admin');
    const pages = withHeading(repository.pagesText, 'A fair start for every child');
    const hindi = JSON.parse(repository.translations.hi);
    hindi.pages['/']['/blocks/0/heading'] = { en: 'A fair start for every child', text: 'हर बच्चे के लिए' };
    const hindiText = `${JSON.stringify(hindi, null, 2)}\n`;
    expect((await save(admin, pages, { hi: hindiText })).statusCode).toBe(201);
    // Saving is not publishing: the checkout is untouched.
    expect(fs.readFileSync(file('pages.json'), 'utf8')).toBe(repository.pagesText);
    const published = await publish(admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toMatch(
      /^Published revision \d+: visitors see it now\. Wrote pages\.json and translations\/hi\.json into the checkout\. Commit them\.$/,
    );
    expect(fs.readFileSync(file('pages.json'), 'utf8')).toBe(pages);
    expect(fs.readFileSync(file('translations/hi.json'), 'utf8')).toBe(hindiText);
    expect(fs.readFileSync(file('translations/te.json'), 'utf8')).toBe(repository.translations.te);
    const before = repository.pagesText.split('\n');
    const changed = pages.split('\n').filter((line, at) => line !== before[at]);
    expect(changed).toEqual([expect.stringMatching(/^ +"heading": "A fair start for every child",$/)]);
    // The repository's own files are never written.
    expect(fs.readFileSync('pages.json', 'utf8')).toBe(repository.pagesText);
  });

  it('a picture uploaded for a published page is written into public/images, named in the answer', async () => {
    const admin = await signIn(suite.app, 'admin');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>';
    const uploaded = await call(suite.app, 'POST', PUBLISHING_API.pictures, {
      client: admin,
      body: { name: 'Camp Photo.svg', data: Buffer.from(svg).toString('base64') },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const draft = (await state(admin)).draft.content.pages;
    const data = JSON.parse(draft) as PagesFile;
    const hero = data.pages.find((page) => page.path === '/')!.blocks[0] as { image: { src: string; alt: string } };
    hero.image = { src: '/images/camp-photo.svg', alt: 'A health camp' };
    expect((await save(admin, writePages(data, draft))).statusCode).toBe(201);
    const published = await publish(admin);
    expect(published.json().message).toMatch(
      /, with the new picture\(s\) public\/images\/camp-photo\.svg \(git add them\)\. Commit them\./,
    );
    expect(fs.readFileSync(file('public/images/camp-photo.svg'), 'utf8')).toBe(svg);
  });

  it('never overwrites a file changed on disk meanwhile: the publish is refused and nothing happens', async () => {
    const admin = await signIn(suite.app, 'admin');
    const onDisk = fs.readFileSync(file('pages.json'), 'utf8');
    const edited = onDisk.replace('A fair start for every child', 'Changed in a text editor');
    fs.writeFileSync(file('pages.json'), edited);
    expect((await save(admin, withHeading(onDisk, 'Changed in the editor'))).statusCode).toBe(201);
    const heads = await readHeads(suite.app.database);
    const refused = await publish(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Not published: pages\.json changed on disk \(in a text editor, or by git\) since npm run edit read it/,
    );
    expect(fs.readFileSync(file('pages.json'), 'utf8')).toBe(edited);
    expect(await readHeads(suite.app.database)).toEqual(heads);
    fs.writeFileSync(file('pages.json'), onDisk);
    // A translation file is watched the same way, and named.
    const hindi = fs.readFileSync(file('translations/hi.json'), 'utf8');
    fs.writeFileSync(file('translations/hi.json'), `${hindi}\n`);
    expect((await publish(admin)).json().message).toMatch(/^Not published: translations\/hi\.json changed on disk/);
    expect(await readHeads(suite.app.database)).toEqual(heads);
    fs.writeFileSync(file('translations/hi.json'), hindi);
  });

  it('a roll back writes the content it publishes into the checkout', async () => {
    const admin = await signIn(suite.app, 'admin');
    const rolled = await call(suite.app, 'POST', PUBLISHING_API.rollBack, {
      client: admin,
      body: { revision: 1, note: 'Back to the start' },
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json().message).toMatch(/Wrote pages\.json and translations\/hi\.json into the checkout/);
    expect(fs.readFileSync(file('pages.json'), 'utf8')).toBe(repository.pagesText);
    expect(fs.readFileSync(file('translations/hi.json'), 'utf8')).toBe(repository.translations.hi);
  });

  it("takes the checkout's changed files as the draft at start, never over unpublished changes unless asked", async () => {
    const admin = await signIn(suite.app, 'admin');
    const db = suite.app.database;
    // The roll back kept the unpublished draft of the refused publish: the checkout changes too.
    const pulled = withHeading(repository.pagesText, 'Pulled from git');
    fs.writeFileSync(file('pages.json'), pulled);
    const kept = await openLocalRepository(db, copy);
    expect(kept.startNote).toMatch(/holds changes saved here and not published: the editor shows that draft/);
    expect((await state(admin)).draft.content.pages).toMatch(/Changed in the editor/);
    expect(() => kept.refuseChanged()).toThrow(/^Not published: The checkout's files changed since/);
    const replaced = await openLocalRepository(db, copy, { replaceDraft: true });
    expect(replaced.startNote).toMatch(/^The checkout's files differ from the draft: they are now draft revision \d+/);
    expect((await state(admin)).draft.content.pages).toBe(pulled);
    expect(() => replaced.refuseChanged()).not.toThrow();
    // Files with a checker error are not taken, and nothing can be published until they are fixed.
    const broken = JSON.parse(pulled) as PagesFile;
    broken.pages[1].path = 'about us';
    fs.writeFileSync(file('pages.json'), writePages(broken, pulled));
    const refused = await openLocalRepository(db, copy);
    expect(refused.startNote).toMatch(/error\(s\) \(npm run pages:check lists them\), so they were not taken/);
    expect((await state(admin)).draft.content.pages).toBe(pulled);
    fs.writeFileSync(file('pages.json'), pulled);
  });
});
