// @vitest-environment node
// Publishing killed with SIGKILL: a server process killed while it writes a release leaves the
// site wholly as it was (the half-written folder is never served, the database still names the old
// revision); one killed after the database says "published" but before the site switched serves the whole
// new revision once it starts again. On the embedded database (the process owns its data folder).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testSiteFolders, headingRenderer } from '../../tests/helpers/server/publishing-suite.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { openDatabase } from '../db/database.ts';
import { readContentFolder } from './content-files.ts';
import { readHeads } from './revisions-store.ts';

const folders = testSiteFolders('publish-kill', readContentFolder(process.cwd()));
const dataDir = path.join(folders.base, 'data');

function child(mode: 'render' | 'commit', heading: string): { process: ChildProcess; lines: string[] } {
  const lines: string[] = [];
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/helpers/server/publish-child.ts', mode, folders.siteDir, heading],
    { env: { ...process.env, DATA_DIR: dataDir, PUBLISH_ROOT: folders.root }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
  started.stderr?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
  return { process: started, lines };
}

const waitFor = async (test: () => boolean, what: string, ms = 120_000) => {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const exited = (started: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (started.exitCode !== null || started.signalCode !== null) resolve(started.signalCode ?? started.exitCode);
    else started.on('exit', (code, signal) => resolve(signal ?? code));
  });

/** An instance on the same data folder and releases root: what a visitor sees once it started. */
async function restart() {
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  const app = await makeApp(db, {
    config: { siteDir: folders.siteDir, dataDir },
    publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 },
  });
  await app.ready();
  const visitor = async (url: string) => (await app.inject({ url, headers: { host: 'site.example' } })).body;
  const seen = { home: await visitor('/'), hindi: await visitor('/hi'), heads: await readHeads(db) };
  const serving = app.publishing.serving();
  await app.close();
  await db.close();
  return { ...seen, serving };
}

describe('publishing killed with SIGKILL', () => {
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  it('killed while writing the release: after a restart the site is wholly the old one', async () => {
    const run = child('render', 'Half written heading');
    await waitFor(() => run.lines.includes('half-written'), `half-written (${run.lines.join(' | ')})`);
    run.process.kill('SIGKILL');
    expect(await exited(run.process)).toBe('SIGKILL');
    const partial = fs.readdirSync(path.join(folders.root, 'releases'));
    expect(partial.some((name) => name.includes('.partial-'))).toBe(true);
    const after = await restart();
    expect(after.home).toContain('Turning Compassion into Action');
    expect(after.home).not.toContain('Half written heading');
    // The draft was saved; the revision visitors see is still the first.
    expect(after.heads!.publishedId).toBeLessThan(after.heads!.draftId);
    expect(after.serving).toBeUndefined();
    expect(fs.existsSync(path.join(folders.root, 'current'))).toBe(false);
  }, 240_000);

  it('killed after the database said published, before the switch: after a restart the site is wholly the new one', async () => {
    const run = child('commit', 'Committed heading');
    expect(await exited(run.process)).toBe('SIGKILL');
    expect(run.lines.some((line) => line.startsWith('committed '))).toBe(true);
    expect(run.lines).not.toContain('switched');
    expect(fs.existsSync(path.join(folders.root, 'current'))).toBe(false);
    const after = await restart();
    expect(after.home).toContain('Committed heading');
    expect(after.serving).toBe(after.heads?.publishedId);
    // Every page comes from the one release of that revision.
    const current = fs.realpathSync(path.join(folders.root, 'current'));
    expect(fs.readFileSync(path.join(current, 'client', 'index.html'), 'utf8')).toBe(after.home);
    expect(after.hindi).toBe(fs.readFileSync(path.join(current, 'client', 'hi', 'index.html'), 'utf8'));
  }, 240_000);
});
