// A second release of the site (this build with a changed home page, its .br and .gz copies
// rewritten as the build writes them), and a watch on one address while `current` is switched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { releaseSite } from '../../../server/ops/site-folder.ts';
import { repoRoot } from '../../lib/api-server-process.ts';
import { request } from './http-client.ts';
import { html } from './site-checks.ts';

export function releaseChangedHome(siteRoot: string, name: string): void {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-dist-'));
  try {
    fs.cpSync(fs.realpathSync(path.join(repoRoot, 'dist')), dist, { recursive: true });
    const home = path.join(dist, 'client', 'index.html');
    const changed = fs.readFileSync(home, 'utf8').replace('</body>', `<p>${name} of the topology test</p></body>`);
    fs.writeFileSync(home, changed);
    fs.writeFileSync(`${home}.br`, zlib.brotliCompressSync(changed));
    fs.writeFileSync(`${home}.gz`, zlib.gzipSync(changed));
    releaseSite(dist, siteRoot, path.join(repoRoot, 'node_modules'), name);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

/** Requests `route` over and over from two clients while `action` runs; counts what came back. */
export async function watchDuring(origin: string, route: string, action: () => void) {
  const fetchPage = () => request(`${origin}${route}`, { headers: { 'accept-encoding': 'br' } });
  const before = html(await fetchPage());
  const seen = { old: 0, changed: 0, other: 0, failed: 0 };
  let running = true;
  const watch = async () => {
    while (running) {
      const answer = await fetchPage().catch(() => undefined);
      if (answer?.status !== 200) seen.failed += 1;
      else if (html(answer) === before) seen.old += 1;
      else if (html(answer).includes('of the topology test</p></body>')) seen.changed += 1;
      else seen.other += 1;
    }
  };
  const watchers = [watch(), watch()];
  await new Promise((resolve) => setTimeout(resolve, 100));
  action();
  await new Promise((resolve) => setTimeout(resolve, 300));
  running = false;
  await Promise.all(watchers);
  return seen;
}
