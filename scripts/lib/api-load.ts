// Shared by the API bench and the fault test: the request bodies, autocannon runs on loopback,
// and the databases to run against (a temp PGlite dir; Postgres in a throw-away schema).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, dropSchema } from '../../server/db/database.ts';
import { privacyNotices } from '../../server/privacy/notices.ts';
import { repoRoot } from './api-server-process.ts';

// The privacy notice's tick and version, as the forms send them.
const notices = privacyNotices(JSON.parse(fs.readFileSync(path.join(repoRoot, 'pages.json'), 'utf8')).site.privacy);
const consent = (form: 'contact' | 'volunteer') => ({ consent: 'yes', noticeVersion: notices.notice(form).version });

/**
 * Settings that let every submission of a load test e-mail its sender (they all come from one IP
 * and name one address): for tests of delivery and speed, not of the abuse limits.
 */
export const NO_VISITOR_EMAIL_LIMITS = {
  VISITOR_EMAILS_PER_IP_HOUR: '1000000000',
  VISITOR_EMAILS_PER_ADDRESS_HOUR: '1000000',
  VISITOR_EMAILS_PER_ADDRESS_DAY: '1000000',
};

export const ROUTES = {
  contact: {
    path: '/api/contact',
    table: 'contact_messages',
    body: {
      name: 'Load Test',
      phone: '+91 98765 43210',
      email: 'load@example.org',
      message: 'Benchmark message.',
      ...consent('contact'),
    },
  },
  volunteer: {
    path: '/api/volunteer-simple',
    table: 'volunteer_applications',
    body: {
      domain: 'general',
      firstName: 'Load',
      lastName: 'Test',
      contact: '9876543210',
      dateOfBirth: '01/01/2000',
      email: 'load@example.org',
      whyJoinUs: 'Benchmark.',
      questionsForUs: '',
      selectedInitiative: 'general',
      ...consent('volunteer'),
    },
  },
} as const;
export type RouteName = keyof typeof ROUTES;

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  ok2xx: number;
  non2xx: number;
  /** Sent but never answered to autocannon: in flight when the time ran out (at most one per connection). */
  unanswered: number;
}

/** Runs the autocannon CLI (its own process, JSON report) for a bounded time against loopback. */
export function autocannon(
  port: number,
  route: RouteName,
  seconds: number,
  connections: number,
  options: { idempotencyKey?: boolean } = {},
): Promise<LoadResult> {
  const body = ROUTES[route].body;
  // -I replaces [<id>] with a fresh id in every request, so each one carries its own key. The
  // value must not end with "]": autocannon's argument parser would read it as a sub-argument.
  const keyArgs = options.idempotencyKey ? ['-I', '-H', 'idempotency-key=bench-[<id>]-k'] : [];
  const args = [
    ...keyArgs,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-j',
    '-t',
    '10',
    '-m',
    'POST',
    '-H',
    'content-type=application/json',
    '-b',
    JSON.stringify(body),
    `http://127.0.0.1:${port}${ROUTES[route].path}`,
  ];
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      try {
        const report = JSON.parse(stdout);
        resolve({
          requestsPerSecond: report.requests.average,
          p50: report.latency.p50,
          p99: report.latency.p99,
          errors: report.errors + report.timeouts,
          ok2xx: report['2xx'],
          non2xx: report.non2xx,
          unanswered: report.requests.sent - report.requests.total,
        });
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${stdout.slice(0, 500)}`));
      }
    });
  });
}

export interface Target {
  name: 'pglite' | 'postgres';
  /** Environment for the server. */
  env: Record<string, string>;
  /** Runs a read query; for PGlite only while no server runs (one owner at a time). */
  select<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  cleanup(): Promise<void>;
}

export function pgliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-load-'));
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async select<T>(sql: string) {
      const db = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
      try {
        return (await db.query<T>(sql)).rows;
      } finally {
        await db.close();
      }
    },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh schema per run, so counts are exact even if others use the same database. */
export async function postgresTarget(url: string): Promise<Target> {
  const schema = `load_${process.pid}_${randomBytes(3).toString('hex')}`;
  const db = await openDatabase({ url, schema });
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'postgres',
    env: { DATABASE_URL: serverUrl.toString() },
    async select<T>(sql: string) {
      return (await db.query<T>(sql)).rows;
    },
    async cleanup() {
      await dropSchema(db, schema);
      await db.close();
    },
  };
}

export const postgresUrl = () => process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
