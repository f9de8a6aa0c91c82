// @vitest-environment node
// A measurement, not a check: four copies of the picture BENCH_PICTURE (a file) uploaded from the staff area at
// once, with /api/health asked every 50 ms meanwhile; prints the answers, the time, the slowest health answer,
// the event loop's longest delay and the process's memory. Skipped without BENCH_PICTURE:
//   BENCH_PICTURE=photo.jpg [TEST_DATABASE_URL=postgres://...] node_modules/.bin/vitest run server/publishing/picture-load.test.ts
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const file = process.env.BENCH_PICTURE;
const MB = 1024 * 1024;

describe.skipIf(!file).each(engines)('four pictures uploaded at once on $name', (engine) => {
  const folders = testSiteFolders('picture-load', readContentFolder(process.cwd()));
  const suite = staffSuite(engine, 'picture-load', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  it('prints what they cost', async () => {
    const editor = await signIn(suite.app, 'editor');
    const bytes = fs.readFileSync(file as string);
    const ending = path.extname(file as string);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const before = process.memoryUsage.rss();
    let most = before;
    let running = true;
    let slowest = 0;
    let probes = 0;
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        await suite.app.inject({ url: '/api/health' });
        slowest = Math.max(slowest, performance.now() - started);
        probes++;
        most = Math.max(most, process.memoryUsage.rss());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    loop.enable();
    const started = performance.now();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call(suite.app, 'POST', PUBLISHING_API.pictures, {
          client: editor,
          body: { name: `load-${n}${ending}`, data: bytes.toString('base64') },
        }),
      ),
    );
    const ms = performance.now() - started;
    running = false;
    await probing;
    loop.disable();
    console.log(
      `[${engine.name}] 4 x ${path.basename(file as string)} (${(bytes.length / MB).toFixed(1)} MB): ${answers.map((a) => a.statusCode).join(', ')} in ${Math.round(ms)} ms; /api/health ${probes} answers, slowest ${Math.round(slowest)} ms; event loop delay at most ${Math.round(loop.max / 1e6)} ms; memory (rss) ${Math.round(before / MB)} -> ${Math.round(most / MB)} MB at most. ${answers[0].json().message.slice(0, 160)}`,
    );
    expect(answers).toHaveLength(4);
  }, 600_000);
});
