// @vitest-environment node
// After a publish the server sends the new pages compressed, as it sends the build's: the render core writes
// their Brotli and gzip copies. Needs a build (npm run build); skipped without one, failed under REQUIRE_BUILD.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { missingBuildFiles } from '../../tests/helpers/built-site.ts';
import { withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const buildDir = path.resolve('dist');
const hasBuild = missingBuildFiles(buildDir, ['server/entry-server.js', 'server/template.html']).length === 0;
const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 120_000 });

describe.skipIf(!hasBuild)('a published page is sent compressed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-compressed-'));
  const suite = staffSuite(engines[0], 'publish-compressed', {
    config: { siteDir: path.join(buildDir, 'client') },
    app: { publishing: { root, pollSeconds: 0, contentDir: process.cwd() } },
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('asked with Accept-Encoding br (or gzip), / and /te/ of the published revision come compressed', async () => {
    const admin = await signIn(suite.app, 'admin');
    const { draft } = (await call(suite.app, 'GET', PUBLISHING_API.content, { client: admin })).json()
      .data as ContentState;
    const changed = withHomeHeading(repository, 'A heading published from the staff area');
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: admin,
      body: { baseRevision: draft.id, pages: changed.pagesText, translations: changed.translations },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: admin,
      body: { revision: saved.json().data.revision.id },
    });
    expect(published.statusCode, published.body).toBe(200);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const)
      for (const url of ['/', '/te/']) {
        const answer = await suite.app.inject({ url, headers: { host: 'site.example', 'accept-encoding': encoding } });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        const html = decode(answer.rawPayload).toString('utf8');
        if (url === '/') expect(html).toContain('A heading published from the staff area');
        console.log(
          `${url} ${encoding}: ${(answer.rawPayload.length / 1024).toFixed(1)} KB of ${(html.length / 1024).toFixed(1)} KB`,
        );
      }
  });
});
