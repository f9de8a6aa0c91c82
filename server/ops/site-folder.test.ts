// @vitest-environment node
// The folder nginx serves: each build a release of its own, `current` switched by a rename, the pages
// with a form marked for nginx to pass on, three earlier releases kept for a rollback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_PAGE_MARKER, releaseSite } from './site-folder.ts';

const work = () => fs.mkdtempSync(path.join(os.tmpdir(), 'site-folder-'));
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(words: string): string {
  const dist = work();
  made.push(dist);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('client/index.html', `<html><body>${words}</body></html>`);
  write('client/joinus/index.html', '<form><input type="hidden" name="idempotencyKey" value=""/></form>');
  write('client/JoinUs/index.html', '<form><input type="hidden" name="idempotencyKey" value=""></form>');
  write('client/about/index.html', '<p>no form</p>');
  write('client/.vite/manifest.json', '{}');
  write('server/entry-server.js', 'export {};');
  return dist;
}

describe('releaseSite', () => {
  it('copies the build, marks the pages with a form and points current at it', () => {
    const root = work();
    made.push(root);
    const release = releaseSite(fakeBuild('first'), root, '/srv/app/node_modules', 'r1');
    expect(fs.readlinkSync(path.join(root, 'current'))).toBe('releases/r1');
    const client = path.join(root, 'current', 'client');
    expect(fs.readFileSync(path.join(client, 'index.html'), 'utf8')).toContain('first');
    expect(release.formPages.sort()).toEqual(['JoinUs/index.html', 'joinus/index.html']);
    expect(fs.existsSync(path.join(client, 'joinus', FORM_PAGE_MARKER))).toBe(true);
    expect(fs.existsSync(path.join(client, 'about', FORM_PAGE_MARKER))).toBe(false);
    // The publisher renders with the release's build: its manifest is kept (never sent: a dot file).
    expect(fs.existsSync(path.join(client, '.vite', 'manifest.json'))).toBe(true);
    expect(fs.readlinkSync(path.join(root, 'current', 'node_modules'))).toBe('/srv/app/node_modules');
  });

  it('copies a build reached through a link, never writing into it', () => {
    const root = work();
    made.push(root);
    const dist = fakeBuild('linked');
    const link = path.join(root, 'dist-link');
    fs.symlinkSync(dist, link);
    releaseSite(link, path.join(root, 'site'), '/srv/app/node_modules', 'r1');
    expect(fs.lstatSync(path.join(root, 'site', 'releases', 'r1')).isDirectory()).toBe(true);
    expect(fs.readdirSync(dist).sort()).toEqual(['client', 'server']);
    expect(fs.existsSync(path.join(dist, 'client', 'joinus', FORM_PAGE_MARKER))).toBe(false);
  });

  it('switches to each new release and keeps three before it', () => {
    const root = work();
    made.push(root);
    for (const name of ['r1', 'r2', 'r3', 'r4', 'r5'])
      releaseSite(fakeBuild(name), root, '/srv/app/node_modules', name);
    expect(fs.readFileSync(path.join(root, 'current', 'client', 'index.html'), 'utf8')).toContain('r5');
    expect(fs.readdirSync(path.join(root, 'releases')).sort()).toEqual(['r2', 'r3', 'r4', 'r5']);
    expect(fs.readdirSync(root).filter((entry) => entry.startsWith('.current'))).toEqual([]);
  });

  it('keeps the newest releases by age whatever their names, and leaves a publish being written alone', () => {
    const root = work();
    made.push(root);
    const releases = path.join(root, 'releases');
    const hoursAgo = (name: string, hours: number) => {
      fs.mkdirSync(path.join(releases, name), { recursive: true });
      const at = new Date(Date.now() - hours * 3_600_000);
      fs.utimesSync(path.join(releases, name), at, at);
    };
    // A deploy's release, then three published from the staff area (named by content, not by date),
    // and a fourth publish another instance is still writing.
    hoursAgo('2026-11-20T08-00-00-000Z', 4);
    hoursAgo('cbb-1', 3);
    hoursAgo('caa-1', 2);
    hoursAgo('c00-1', 1);
    hoursAgo('c99-1.partial-4242', 0);
    const release = releaseSite(fakeBuild('deploy'), root, '/srv/app/node_modules', '2026-11-27T08-00-00-000Z');
    expect(release.removed).toEqual(['2026-11-20T08-00-00-000Z']);
    expect(fs.readdirSync(releases).sort()).toEqual([
      '2026-11-27T08-00-00-000Z',
      'c00-1',
      'c99-1.partial-4242',
      'caa-1',
      'cbb-1',
    ]);
  });

  it('removes a folder left half-written by a process that died over an hour ago, deploy or publish alike', () => {
    const root = work();
    made.push(root);
    const releases = path.join(root, 'releases');
    const written = (name: string, hours: number) => {
      fs.mkdirSync(path.join(releases, name), { recursive: true });
      const at = new Date(Date.now() - hours * 3_600_000);
      fs.utimesSync(path.join(releases, name), at, at);
    };
    written('cdd-1.partial-777', 2);
    written('2026-11-26T08-00-00-000Z.partial', 3);
    written('cee-1.partial-888', 0.1);
    const release = releaseSite(fakeBuild('deploy'), root, '/srv/app/node_modules', '2026-11-27T09-00-00-000Z');
    expect(release.removed).toEqual([]);
    expect(fs.readdirSync(releases).sort()).toEqual(['2026-11-27T09-00-00-000Z', 'cee-1.partial-888']);
  });

  it('refuses a folder without a build, and a release name already used', () => {
    const root = work();
    made.push(root);
    expect(() => releaseSite(root, root, '/srv/app/node_modules')).toThrow(/no built site .* npm run build first/);
    releaseSite(fakeBuild('one'), root, '/srv/app/node_modules', 'same');
    expect(() => releaseSite(fakeBuild('two'), root, '/srv/app/node_modules', 'same')).toThrow(/exists already/);
    expect(fs.readFileSync(path.join(root, 'current', 'client', 'index.html'), 'utf8')).toContain('one');
  });
});
