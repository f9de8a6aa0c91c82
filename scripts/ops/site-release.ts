/**
 * npm run site:release -- ROOT [--name NAME]
 * Copies this checkout's build (dist/) into ROOT/releases/NAME, marks the pages nginx must pass to
 * the instances (their forms get a fresh key), and switches ROOT/current to it atomically; keeps
 * the three newest releases before it. nginx serves ROOT/current/client; the instances run with
 * SITE_DIR=ROOT/current/client. See docs/deploying.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { releaseSite } from '../../server/ops/site-folder.ts';
import { repoRoot } from '../lib/api-server-process.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run site:release -- ROOT [--name NAME]   (ROOT: the folder nginx serves, e.g. /srv/welfare/site)',
  );
  process.exit(2);
}
try {
  const release = releaseSite(
    path.join(repoRoot, 'dist'),
    path.resolve(positionals[0]),
    path.join(repoRoot, 'node_modules'),
    values.name,
  );
  console.log(`${path.resolve(positionals[0])}/current -> ${release.dir}`);
  console.log(
    `${release.formPages.length} pages with a form are passed to the instances; removed: ${release.removed.join(', ') || 'none'}.`,
  );
} catch (error) {
  console.error(`site:release: ${(error as Error).message}`);
  process.exit(1);
}
