// Debian's nginx as an ordinary child process: the repository's snippets (deploy/nginx/) exactly as
// production includes them, in a throw-away prefix of its own (pid, logs, temp files), listening
// on a free loopback port, in front of the given instances.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../lib/api-server-process.ts';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface Nginx {
  port: number;
  origin: string;
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** Why nginx cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (spawnSync('nginx', ['-v']).error)
    return 'nginx is not installed (apt-get install nginx-light libnginx-mod-http-brotli-static)';
  if (!fs.existsSync(BROTLI_MODULE))
    return `the brotli static module is missing (${BROTLI_MODULE}: apt-get install libnginx-mod-http-brotli-static)`;
  return undefined;
}

function config(prefix: string, port: number, upstreams: number[], siteRoot: string): string {
  // As root, nginx would hand its workers to "nobody", who cannot write this prefix; run them as us.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return `load_module ${BROTLI_MODULE};
${user}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include snippets/welfare-http.conf;
    access_log ${prefix}/access.log welfare_json;
    upstream welfare_api {
${upstreams.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${siteRoot}/current/client;
        include snippets/welfare-locations.conf;
    }
}
`;
}

export async function startNginx(prefix: string, port: number, upstreams: number[], siteRoot: string): Promise<Nginx> {
  fs.mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
  for (const file of fs.readdirSync(path.join(repoRoot, 'deploy/nginx'))) {
    fs.copyFileSync(path.join(repoRoot, 'deploy/nginx', file), path.join(prefix, 'snippets', file));
  }
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, config(prefix, port, upstreams, siteRoot));
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf];
  const test = spawnSync('nginx', [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const read = (name: string) => fs.readFileSync(path.join(prefix, name), 'utf8');
  return {
    port,
    origin,
    accessLog: () => read('access.log'),
    errorLog: () => read('error.log'),
    async stop() {
      // QUIT: finish what is in flight, as a reload or shutdown in production would.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/**
 * `nginx -t` of deploy/nginx.conf itself (TLS server, http redirect, upstream), with a throw-away
 * self-signed certificate and log path in place of the production ones; returns nginx's complaint.
 */
export function testProductionConfig(prefix: string): string | undefined {
  fs.mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
  for (const file of fs.readdirSync(path.join(repoRoot, 'deploy/nginx'))) {
    fs.copyFileSync(path.join(repoRoot, 'deploy/nginx', file), path.join(prefix, 'snippets', file));
  }
  const [cert, key] = [path.join(prefix, 'cert.pem'), path.join(prefix, 'key.pem')];
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=example.org',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) return `openssl could not make a test certificate: ${openssl.stderr}`;
  const site = fs
    .readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8')
    .replace('/etc/letsencrypt/live/example.org/fullchain.pem', cert)
    .replace('/etc/letsencrypt/live/example.org/privkey.pem', key)
    .replace('/var/log/nginx/welfare-site.log', path.join(prefix, 'access.log'));
  fs.writeFileSync(path.join(prefix, 'welfare-site.conf'), site);
  const main = `load_module ${BROTLI_MODULE};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    include welfare-site.conf;
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), main);
  const test = spawnSync(
    'nginx',
    ['-t', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')],
    {
      encoding: 'utf8',
    },
  );
  return test.status === 0 ? undefined : test.stderr;
}
