// The upgrade order of docs/deploying.md (migrate, start the new instances, stop the old ones) holds
// only if the previous release's code still works on the database the new code migrated. This starts
// that release's server (its own files from git, sharing node_modules) on the topology's database and
// posts both forms to it. Each release moves PREVIOUS_RELEASE to the commit it replaces.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baselineCheckout } from '../../lib/baseline-checkout.ts';
import type { Target } from '../../lib/api-load.ts';
import { repoRoot, startServer } from '../../lib/api-server-process.ts';
import { postJson } from './http-client.ts';
import { freePort } from '../../fault/lib/free-port.ts';

export const PREVIOUS_RELEASE = process.env.TOPOLOGY_PREVIOUS_RELEASE || '270df1c';
export const START_TIMEOUT_MS = 60_000;

// The privacy notice versions the previous release's own pages carry (derived from its pages.json by
// its own code): a post from its page is what it must accept. A page of the new release may carry
// another version, which the old server refuses with a sentence (docs/deploying.md, Upgrades).
// (Older releases have the module in server/lib/.)
const VERSIONS = `import fs from 'node:fs';
const module = ['./server/privacy/notices.ts', './server/lib/privacy-notices.ts'].find((file) => fs.existsSync(file));
const { privacyNotices } = await import(module);
const notices = privacyNotices(JSON.parse(fs.readFileSync('pages.json', 'utf8')).site.privacy);
console.log(JSON.stringify({ contact: notices.notice('contact').version, volunteer: notices.notice('volunteer').version }));`;

function noticeVersions(dir: string): { contact: string; volunteer: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', VERSIONS], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`cannot read the previous release's notice versions:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

export async function previousReleaseTakesForms(
  env: Record<string, string>,
  target: Target,
  contact: { email: string },
  volunteer: { email: string },
) {
  let dir: string;
  try {
    dir = baselineCheckout(PREVIOUS_RELEASE).dir;
    // The kept copy shares the node_modules of the checkout that made it; that one may be gone.
    const modules = path.join(dir, 'node_modules');
    if (!fs.existsSync(modules)) {
      fs.rmSync(modules, { force: true });
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), modules);
    }
  } catch {
    throw new Error(
      `The previous release ${PREVIOUS_RELEASE} is not in this clone's history (a shallow clone?): fetch it, or set TOPOLOGY_PREVIOUS_RELEASE to the commit the running site was built from.`,
    );
  }
  const versions = noticeVersions(dir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-previous-'));
  const port = await freePort();
  // Gives up before the test's own time limit, so the finally below always stops the process.
  const server = startServer(
    { ...env, PORT: String(port), DATA_DIR: dataDir, SITE_DIR: '/nonexistent' },
    START_TIMEOUT_MS,
    dir,
  );
  try {
    await server.ready;
    const url = `http://127.0.0.1:${port}`;
    const contactAnswer = await postJson(`${url}/api/contact`, { ...contact, noticeVersion: versions.contact });
    const volunteerAnswer = await postJson(`${url}/api/volunteer-simple`, {
      ...volunteer,
      noticeVersion: versions.volunteer,
    });
    const [row] = await target.select<{ n: number }>(
      `SELECT (SELECT count(*) FROM contact_messages WHERE email = '${contact.email}') +
              (SELECT count(*) FROM volunteer_applications WHERE email = '${volunteer.email}') AS n`,
    );
    const stored = Number(row.n);
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    return { contact: contactAnswer.status, volunteer: volunteerAnswer.status, stored, exit: code };
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
