// @vitest-environment node
// The draft's preview on the site's real addresses (publishing/preview.ts) and caches: every answer from the
// draft's folder (pages, the sitemap, robots.txt, the manifest, pictures, hashed scripts, their .br/.gz copies,
// form pages, the 404 page) is for the signed-in editor alone, "private, no-store", so no shared cache keeps
// unpublished addresses for visitors. A browser sending the preview cookie without a session that may preview
// (none, or a coordinator's) gets the published site, kept private and varying by Cookie; a visitor without the
// cookie gets the published site's usual public caching.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompress } from './render/compress.ts';
import { IDEMPOTENCY_FIELD } from '../../schema/api/form-page.ts';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { homeHeadings, testSiteFolders, withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import type { ReleaseRenderer } from '../publishing/publishing-plugin.ts';
import { readContentFolder } from '../publishing/content-files.ts';

const repository = readContentFolder(process.cwd());
const DRAFT_HEADING = 'Draft heading seen in the preview';

// Saving and drawing the draft each run the whole checker: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** A site folder as the build writes it, each file saying which site (`which`) it belongs to. */
function writeSite(client: string, which: string, heading: string) {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), content);
  };
  write('index.html', `<!doctype html><h1>${heading}</h1>\n`);
  write(
    'contact/index.html',
    `<!doctype html><title>${which} contact</title><form><input type="hidden" name="${IDEMPOTENCY_FIELD}"></form>`,
  );
  // Big enough for .br and .gz copies; the draft's names an address visitors do not know yet.
  const addresses = which === 'draft' ? ['/', '/contact', '/unpublished-campaign'] : ['/', '/contact'];
  write(
    'sitemap.xml',
    `<?xml version="1.0"?><urlset>${addresses.map((address) => `<url><loc>https://site.example${address}</loc></url>`).join('')}<!-- ${which} ${'padding '.repeat(200)}--></urlset>`,
  );
  write('robots.txt', `# ${which}\nUser-agent: *\n`);
  write('manifest.webmanifest', JSON.stringify({ name: `${which} site` }));
  write('pictures/photo.jpg', Buffer.from(`${which} picture`));
  write('assets/app-1a2b3c.js', `console.log(${JSON.stringify(which)});`);
  write(
    '_routes.json',
    JSON.stringify({ routes: { '/': 'index.html', '/contact': 'contact/index.html' }, fallback: 'index.html' }),
  );
  precompress(client);
}

const draftRenderer: ReleaseRenderer = async (files, dir) => {
  writeSite(path.join(dir, 'client'), 'draft', homeHeadings(files).en ?? '');
  return { addresses: 2 };
};

describe.each(engines)('the preview of a draft and caches, on $name', (engine) => {
  const folders = testSiteFolders('preview-cache', repository);
  writeSite(folders.siteDir, 'published', homeHeadings(repository).en ?? '');
  const suite = staffSuite(engine, 'preview-cache', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: draftRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  let editor: StaffClient;
  let previewCookie: string;
  const get = (url: string, cookie?: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    suite.app.inject({ method, url, headers: { host: 'site.example', ...(cookie ? { cookie } : {}), ...headers } });

  beforeAll(async () => {
    editor = await signIn(suite.app, 'editor');
    const state = await call(suite.app, 'GET', PUBLISHING_API.content, { client: editor });
    const base = (state.json().data as ContentState).draft.id;
    const draft = withHomeHeading(repository, DRAFT_HEADING);
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: base, pages: draft.pagesText, translations: draft.translations },
    });
    expect(saved.statusCode).toBe(201);
    const on = await call(suite.app, 'POST', PUBLISHING_API.preview, { client: editor, body: { on: true } });
    previewCookie = String(on.headers['set-cookie']).split(';')[0];
    expect(previewCookie).toBe('staff_preview=1');
    // The draft is drawn in the background: until it is ready the editor sees the published site.
    for (let tries = 0; tries < 300; tries++) {
      if ((await get('/', `${editor.cookie}; ${previewCookie}`)).body.includes(DRAFT_HEADING)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the draft was not shown in the preview within 30 s');
  }, 60_000);

  const varyNames = (vary: unknown) =>
    String(vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());

  it('sends everything answered from the draft "private, no-store", varying by Cookie, never indexed', async () => {
    const previewing = `${editor.cookie}; ${previewCookie}`;
    const answers = {
      page: await get('/', previewing),
      formPage: await get('/contact', previewing),
      sitemap: await get('/sitemap.xml', previewing),
      sitemapBrotli: await get('/sitemap.xml', previewing, { 'accept-encoding': 'br' }),
      sitemapGzip: await get('/sitemap.xml', previewing, { 'accept-encoding': 'gzip' }),
      sitemapHead: await get('/sitemap.xml', previewing, {}, 'HEAD'),
      robots: await get('/robots.txt', previewing),
      manifest: await get('/manifest.webmanifest', previewing),
      picture: await get('/pictures/photo.jpg', previewing),
      script: await get('/assets/app-1a2b3c.js', previewing),
      notFound: await get('/no-such-page', previewing),
    };
    const each = (header: (answer: (typeof answers)['page']) => unknown) =>
      Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, header(answer)]));
    const all = (value: unknown) => Object.fromEntries(Object.keys(answers).map((name) => [name, value]));
    expect(each((answer) => answer.headers['cache-control'])).toEqual(all('private, no-store'));
    expect(each((answer) => varyNames(answer.headers.vary).includes('cookie'))).toEqual(all(true));
    expect(each((answer) => answer.headers['x-robots-tag'])).toEqual(all('noindex'));
    // They are the draft's own files.
    expect(answers.sitemap.body).toContain('/unpublished-campaign');
    expect(answers.sitemapBrotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answers.sitemapBrotli.rawPayload).toString()).toContain('/unpublished-campaign');
    expect(answers.sitemapGzip.headers['content-encoding']).toBe('gzip');
    expect(answers.robots.body).toContain('# draft');
    expect(answers.manifest.json()).toEqual({ name: 'draft site' });
    expect(answers.picture.body).toBe('draft picture');
    expect(answers.formPage.body).toContain('draft contact');
    expect(answers.notFound.statusCode).toBe(404);
    expect(answers.notFound.body).toContain(DRAFT_HEADING);
  });

  it('sends the published site to the cookie without a session that may preview: private, varying by Cookie', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    for (const cookie of [previewCookie, `${coordinator.cookie}; ${previewCookie}`, `theme=dark; ${previewCookie}`]) {
      const expected = {
        '/': 'private, no-cache',
        '/sitemap.xml': 'private, max-age=3600',
        '/robots.txt': 'private, max-age=3600',
        '/manifest.webmanifest': 'private, max-age=3600',
        '/pictures/photo.jpg': 'private, max-age=3600',
        '/assets/app-1a2b3c.js': 'private, max-age=31536000, immutable',
        '/no-such-page': 'private, no-cache',
      };
      const seen: Record<string, unknown> = {};
      const varies: Record<string, unknown> = {};
      for (const url of Object.keys(expected)) {
        const answer = await get(url, cookie, { 'accept-encoding': 'br' });
        seen[url] = answer.headers['cache-control'];
        varies[url] = varyNames(answer.headers.vary).includes('cookie');
        expect(answer.headers['x-robots-tag']).toBeUndefined();
      }
      expect({ cookie, ...seen }).toEqual({ cookie, ...expected });
      expect(Object.values(varies).every(Boolean), `${cookie}: Vary: Cookie on every answer`).toBe(true);
      const page = await get('/', cookie);
      expect(page.body).not.toContain(DRAFT_HEADING);
      expect(page.body).not.toContain('staff-preview-banner');
      expect((await get('/sitemap.xml', cookie)).body).not.toContain('/unpublished-campaign');
      expect((await get('/robots.txt', cookie)).body).toContain('# published');
      expect((await get('/pictures/photo.jpg', cookie)).body).toBe('published picture');
    }
  });

  it("keeps visitors' caching as it was (no cookie, or an emptied one)", async () => {
    for (const cookie of [undefined, 'staff_preview=', editor.cookie]) {
      const expected = {
        '/': 'no-cache',
        '/contact': 'no-store',
        '/sitemap.xml': 'public, max-age=3600',
        '/robots.txt': 'public, max-age=3600',
        '/manifest.webmanifest': 'public, max-age=3600',
        '/pictures/photo.jpg': 'public, max-age=3600',
        '/assets/app-1a2b3c.js': 'public, max-age=31536000, immutable',
      };
      const seen: Record<string, unknown> = {};
      const varies: Record<string, unknown> = {};
      for (const url of Object.keys(expected)) {
        const answer = await get(url, cookie, { 'accept-encoding': 'br' });
        seen[url] = answer.headers['cache-control'];
        varies[url] = varyNames(answer.headers.vary).includes('cookie');
      }
      expect({ cookie, ...seen }).toEqual({ cookie, ...expected });
      expect(Object.values(varies).some(Boolean), `${cookie}: no Vary: Cookie`).toBe(false);
      expect((await get('/sitemap.xml', cookie)).body).not.toContain('/unpublished-campaign');
    }
  });
});
