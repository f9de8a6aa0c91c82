import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 150_000; // includes a first build on a fresh clone
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`npm start did not answer on ${url} in time:\n${output()}`);
}

/** Starts `npm start` on a free port with an empty embedded database, as a newcomer would run it. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  let log = '';
  const server = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // A newcomer's machine has no Redis. CI exports REDIS_URL for the server tests; inherited here, the
      // per-address e-mail counts of earlier steps (the topology test's posts come from 127.0.0.1 too) would
      // carry over into this run (same key, 127.0.0.1) and suppress its e-mails.
      REDIS_URL: '',
      // Every browser test posts from 127.0.0.1: the suite causes more visitor e-mails in an hour than one
      // real visitor may (20). The limit itself is tested in server/forms/visitor-email-abuse.test.ts.
      VISITOR_EMAILS_PER_IP_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);
  project.provide('baseUrl', baseUrl);
  // The forms' browser tests read the stored rows back with the export command, which finds the server through DATA_DIR.
  project.provide('dataDir', dataDir);
  return async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
