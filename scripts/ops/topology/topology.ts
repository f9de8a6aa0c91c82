// The production layout on one machine: nginx on a loopback port serving a released site folder and
// passing the rest to two API instances (server/server.ts, each its own process and port) on one
// Postgres schema and one Redis, delivering e-mail to an SMTP server in this process.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseSite } from '../../../server/ops/site-folder.ts';
import { startSmtpTestServer } from '../../../tests/helpers/server/smtp-test-server.ts';
import { postgresTarget, type Target } from '../../lib/api-load.ts';
import { freePort } from '../../fault/lib/free-port.ts';
import { repoRoot, type ServerProcess, startServer } from '../../lib/api-server-process.ts';
import { type Nginx, startNginx } from './nginx-runner.ts';

export const METRICS_TOKEN = 'topology-metrics-token-0123456789';
/** Form posts per client address and route per minute: small, so the limit is reached quickly. */
export const RATE_LIMIT_MAX = 5;

export interface Topology {
  nginx: Nginx;
  ports: number[];
  instances: (ServerProcess | undefined)[];
  smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  target: Target;
  /** The folder nginx serves: releases/ and the `current` link. */
  siteRoot: string;
  /** The environment every instance runs with (the previous release's server too). */
  env: Record<string, string>;
  startInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startTopology(databaseUrl: string, redisUrl: string): Promise<Topology> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-'));
  const siteRoot = path.join(work, 'site');
  releaseSite(path.join(repoRoot, 'dist'), siteRoot, path.join(repoRoot, 'node_modules'), 'release-1');
  const target = await postgresTarget(databaseUrl);
  const smtp = await startSmtpTestServer();
  const ports = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const env: Record<string, string> = {
    ...target.env,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'team@example.org',
    TRUST_PROXY: '1',
    SITE_DIR: path.join(siteRoot, 'current', 'client'),
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    PRIVACY_HASH_KEY: randomBytes(32).toString('hex'),
    METRICS_TOKEN,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    // A message claimed by a killed instance is taken over after 3 s, not 2 minutes.
    OUTBOX_LEASE_MS: '3000',
    OUTBOX_POLL_INTERVAL_MS: '200',
  };
  const instances: (ServerProcess | undefined)[] = [undefined, undefined];
  const startInstance = async (index: number) => {
    const dataDir = path.join(work, `instance-${index + 1}`);
    instances[index] = startServer({ ...env, PORT: String(ports[index]), DATA_DIR: dataDir });
    await instances[index].ready;
  };
  const stopInstances = async () => {
    for (const instance of instances) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
  };
  const release = async () => {
    await stopInstances();
    await smtp.close();
    await target.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  };
  let nginx: Nginx;
  try {
    // One after the other: the first applies the migrations (under a lock either way).
    await startInstance(0);
    await startInstance(1);
    nginx = await startNginx(path.join(work, 'nginx'), nginxPort, ports, siteRoot);
  } catch (error) {
    // Nothing of a failed start is left running or stored (processes, the schema, the folder).
    await release();
    throw error;
  }
  return {
    nginx,
    ports,
    instances,
    smtp,
    target,
    siteRoot,
    env,
    startInstance,
    async stop() {
      await nginx.stop();
      await release();
    },
  };
}
