// @vitest-environment node
// The section editor's routes in the staff area: the draft's revision number to poll and the catalogue
// (the same block schemas as `npm run edit`), for editors and admins only.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

describe.each(engines)('the section editor routes on $name', (engine) => {
  const folders = testSiteFolders('editor-routes', repository);
  const suite = staffSuite(engine, 'editor-routes', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  it("the status follows the draft's revision after a save", async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = (await call(suite.app, 'GET', PUBLISHING_API.status, { client: editor })).json().data;
    expect(before.draft).toBe(before.published);
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: before.draft, pages: repository.pagesText.replace('Turning Compassion', 'Turning Care') },
    });
    expect(saved.statusCode).toBe(201);
    const after = await call(suite.app, 'GET', PUBLISHING_API.status, { client: editor });
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.json().data).toEqual({ draft: saved.json().data.revision.id, published: before.published });
  });

  it("the catalogue holds every block type's schema, the site settings' and the pictures", async () => {
    const admin = await signIn(suite.app, 'admin');
    const answer = await call(suite.app, 'GET', PUBLISHING_API.catalogue, { client: admin });
    expect(answer.statusCode).toBe(200);
    const { blocks, site, pictures } = answer.json().data;
    const hero = blocks.find((block: { type: string }) => block.type === 'hero');
    expect(hero.schema.properties.heading).toBeDefined();
    expect(site.properties.navigation).toBeDefined();
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((src: string) => src.startsWith('/images/'))).toBe(true);
  });

  it('refuses both without a session (401) and for a coordinator (403)', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    for (const url of [PUBLISHING_API.status, PUBLISHING_API.catalogue]) {
      expect((await call(suite.app, 'GET', url)).statusCode, url).toBe(401);
      expect((await call(suite.app, 'GET', url, { client: coordinator })).statusCode, url).toBe(403);
    }
  });
});
