// An editor previewing the draft through nginx: deploy/nginx/'s snippets, as production includes them, in
// front of a stand-in instance. nginx answers visitors from the published folder; a browser with the preview
// cookie must reach an instance for every address, since only the instance knows the draft's release and
// whether the session may see it. Needs nginx only (no database, no build).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE } from '../../../server/publishing/preview.ts';
import { request } from './http-client.ts';
import { type Nginx, nginxMissing, startNginx } from './nginx-runner.ts';
import { freePort } from '../../fault/lib/free-port.ts';

const missing = nginxMissing();
if (missing) console.log(`preview through nginx: skipped, ${missing}.`);

describe.skipIf(missing)('preview of the draft through nginx', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-preview-'));
  let instance: http.Server;
  let nginx: Nginx;

  beforeAll(async () => {
    const client = path.join(work, 'site', 'current', 'client');
    fs.mkdirSync(path.join(client, 'education'), { recursive: true });
    fs.writeFileSync(path.join(client, 'index.html'), '<p>published home</p>');
    fs.writeFileSync(path.join(client, 'education', 'index.html'), '<p>published education</p>');
    fs.writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *\n');
    instance = http.createServer((req, res) => res.end(`instance answered ${req.url}`));
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    const upstream = (instance.address() as AddressInfo).port;
    nginx = await startNginx(path.join(work, 'nginx'), await freePort(), [upstream], path.join(work, 'site'));
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => instance?.close(resolve));
    fs.rmSync(work, { recursive: true, force: true });
  });

  const get = (route: string, cookie?: string) =>
    request(`${nginx.origin}${route}`, { headers: cookie ? { cookie } : {} });

  it('answers a visitor from the published folder', async () => {
    expect((await get('/')).text).toBe('<p>published home</p>');
    expect((await get('/education')).text).toBe('<p>published education</p>');
    expect((await get('/', 'other=1')).text).toBe('<p>published home</p>');
  });

  it('passes every address of a browser with the preview cookie to an instance', async () => {
    const cookie = `theme=dark; ${PREVIEW_COOKIE}=1`;
    expect((await get('/', cookie)).text).toBe('instance answered /');
    expect((await get('/education', cookie)).text).toBe('instance answered /education');
    expect((await get('/robots.txt', cookie)).text).toBe('instance answered /robots.txt');
    // The cookie as "Stop previewing" leaves it (emptied): the published folder again.
    expect((await get('/', `${PREVIEW_COOKIE}=`)).text).toBe('<p>published home</p>');
  });
});
