// @vitest-environment node
// `npm run edit` before it starts anything: refused in one line in production and on an address other
// computers reach; its own folder, port and checkout; none of a site's settings (database, mail, webhook,
// files) reach the local server; its requests must name this computer in Host (a DNS name rebound to
// 127.0.0.1 reaches nothing); and the local admin it signs in, made once and an admin again at every start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { isLoopback, NOT_THIS_COMPUTER, refuseOtherThanLoopback } from '../http/loopback-only.ts';
import { changeRole, memberByEmail } from '../staff/members-store.ts';
import { LOCAL_ADMIN, localAdminLink } from '../staff/local-admin.ts';
import { checkSignInLink } from '../staff/sign-in-links.ts';
import { EDIT_REFUSALS, editEnvironment, editOptions } from './edit-options.ts';

const options = (argv: string[], env: NodeJS.ProcessEnv = {}) => editOptions(argv, env, '/work/site');

describe('npm run edit: what it runs with', () => {
  it('listens on 127.0.0.1:5180 with data/edit, editing this folder, unless told otherwise', () => {
    expect(options([])).toEqual({
      options: {
        host: '127.0.0.1',
        port: 5180,
        contentDir: '/work/site',
        dataDir: path.resolve('/work/site/data/edit'),
        replaceDraft: false,
        open: true,
      },
    });
    const given = options([
      '--port',
      '0',
      '--host',
      '::1',
      '--content',
      'copy',
      '--data',
      '/tmp/d',
      '--replace-draft',
      '--no-open',
    ]);
    expect(given).toMatchObject({
      options: {
        host: '::1',
        port: 0,
        contentDir: '/work/site/copy',
        dataDir: '/tmp/d',
        replaceDraft: true,
        open: false,
      },
    });
  });

  it('is refused in one line in production and on any address but this computer’s', () => {
    expect(options([], { NODE_ENV: 'production' })).toEqual({ refusal: EDIT_REFUSALS.production, status: 1 });
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.org', '10.0.0.1'])
      expect(options(['--host', host])).toEqual({ refusal: EDIT_REFUSALS.host(host), status: 1 });
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(options(['--host', host])).toHaveProperty('options');
    expect(options(['--port', 'http'])).toMatchObject({ status: 2 });
  });

  it("takes none of a site's settings: its own database folder, no Postgres, Redis, SMTP, webhook or upload folder", () => {
    const decided = options([]);
    if (!('options' in decided)) throw new Error('refused');
    const site = {
      DATABASE_URL: 'postgres://site',
      REDIS_URL: 'redis://site',
      SMTP_URL: 'smtp://site',
      WEBHOOK_URL: 'https://hooks.example',
      UPLOAD_DIR: '/srv/uploads',
      CORS_ORIGINS: 'https://example.org',
      DATA_DIR: '/srv/data',
      SITE_URL: 'https://example.org',
      HOST: '0.0.0.0',
      PATH: '/usr/bin',
    };
    const env = editEnvironment(site, decided.options, 'http://127.0.0.1:5180');
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEBHOOK_URL', 'UPLOAD_DIR', 'CORS_ORIGINS'])
      expect(env[name]).toBeUndefined();
    expect(env).toMatchObject({
      DATA_DIR: path.resolve('/work/site/data/edit'),
      HOST: '127.0.0.1',
      PORT: '5180',
      SITE_URL: 'http://127.0.0.1:5180',
      PATH: '/usr/bin',
    });
  });

  it('the command refuses production and another address with one line and exit 1, starting nothing', () => {
    for (const [argv, env, refusal] of [
      [[], { NODE_ENV: 'production' }, EDIT_REFUSALS.production],
      [['--host', '0.0.0.0'], {}, EDIT_REFUSALS.host('0.0.0.0')],
    ] as const) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/edit.ts', ...argv], {
        env: { ...process.env, ...env, DATA_DIR: '/nonexistent/never-used' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect([run.status, run.stderr.trim(), run.stdout]).toEqual([1, refusal, '']);
    }
  }, 120_000);
});

describe('npm run edit: only this computer’s names in Host', () => {
  it('knows the loopback names and addresses', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '::1', 'app.localhost', '127.1.2.3'])
      expect([host, isLoopback(host)]).toEqual([host, true]);
    for (const host of ['attacker.example', '0.0.0.0', '10.0.0.1', 'localhost.attacker.example', '[::]'])
      expect([host, isLoopback(host)]).toEqual([host, false]);
  });

  it('answers a request naming another host with 403, so a DNS name rebound to 127.0.0.1 reaches nothing', async () => {
    const app = Fastify();
    app.addHook('onRequest', refuseOtherThanLoopback);
    app.get('/staff/', async () => 'the staff area');
    for (const host of ['127.0.0.1:5180', 'localhost:5180', '[::1]:5180'])
      expect((await app.inject({ url: '/staff/', headers: { host } })).statusCode).toBe(200);
    const rebound = await app.inject({ url: '/staff/', headers: { host: 'attacker.example:5180' } });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json().message).toBe(NOT_THIS_COMPUTER);
    await app.close();
  });
});

describe.each(engines)('npm run edit: the local admin on $name', (engine) => {
  const suite = staffSuite(engine, 'local-admin');
  const link = () =>
    localAdminLink(suite.app.database, {
      siteUrl: 'http://127.0.0.1:5180',
      messageIdDomain: 'example.org',
      organisation: 'Example Foundation',
    });
  const tokenOf = (address: string) => new URL(address).searchParams.get('t') ?? '';

  it('is made once as an admin, and each start gets a new one-time link for it', async () => {
    const first = await link();
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:5180\/staff\/link\?t=[A-Za-z0-9_-]{43}$/);
    const admin = await memberByEmail(suite.app.database, LOCAL_ADMIN.email);
    expect(admin?.role).toBe('admin');
    // Someone made the local admin an editor: the next start makes it an admin again.
    await changeRole(suite.app.database, admin!.publicId, 'editor');
    const second = await link();
    expect(second).not.toBe(first);
    expect((await memberByEmail(suite.app.database, LOCAL_ADMIN.email))?.role).toBe('admin');
    for (const address of [first, second])
      expect(await checkSignInLink(suite.app.database, tokenOf(address))).toEqual({ staffId: admin!.id });
  });
});
