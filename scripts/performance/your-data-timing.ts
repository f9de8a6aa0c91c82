/**
 * npx tsx scripts/performance/your-data-timing.ts [git-ref]
 * Does the "Your data" request show, in the time of the request after it, whether the address has
 * data? Starts the server (this checkout's, or `git-ref`'s through a `git archive` copy)
 * on PGlite, stores 100 contact messages (100 known addresses), then, in a random order, asks for
 * the data of each known address and of 100 unknown ones, and times the request that follows each
 * (a "your data" request for a fresh unknown address), with a pause between pairs so each starts
 * quiet. Prints the median of the following request's time after a known and after an unknown
 * address, and how many of the 200 a threshold at the overall median classifies correctly (50 %
 * is chance). TIMING_PAUSE_MS (default 400) sets the pause.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NO_VISITOR_EMAIL_LIMITS, ROUTES } from '../lib/api-load.ts';
import { startServer } from '../lib/api-server-process.ts';
import { baselineCheckout } from '../lib/baseline-checkout.ts';

const PAIRS = 100;
const pause = Number(process.env.TIMING_PAUSE_MS ?? 400);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

async function main(): Promise<void> {
  const ref = process.argv[2];
  const checkout = ref ? baselineCheckout(ref) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'your-data-timing-'));
  const env = { DATA_DIR: dataDir, SITE_DIR: '/nonexistent', REDIS_URL: '', RATE_LIMIT_MAX: '1000000000' };
  const server = startServer({ ...env, ...NO_VISITOR_EMAIL_LIMITS }, 120_000, checkout?.dir);
  const port = await server.ready;
  const base = `http://127.0.0.1:${port}`;
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    for (let i = 0; i < PAIRS; i += 1) {
      const stored = await post(ROUTES.contact.path, { ...ROUTES.contact.body, email: `known${i}@example.org` });
      if (stored.status !== 201) throw new Error(`storing known${i} answered ${stored.status}`);
    }
    await sleep(3000);
    const asked = [
      ...Array.from({ length: PAIRS }, (_, i) => ({ email: `known${i}@example.org`, known: true })),
      ...Array.from({ length: PAIRS }, (_, i) => ({ email: `unknown${i}@example.org`, known: false })),
    ].sort(() => Math.random() - 0.5);
    const results: { known: boolean; ms: number }[] = [];
    for (const [i, { email, known }] of asked.entries()) {
      await (await post('/api/your-data', { email })).arrayBuffer();
      const started = performance.now();
      await (await post('/api/your-data', { email: `probe${i}@example.net` })).arrayBuffer();
      results.push({ known, ms: performance.now() - started });
      await sleep(pause);
    }
    const after = (known: boolean) => median(results.filter((r) => r.known === known).map((r) => r.ms));
    const threshold = median(results.map((r) => r.ms));
    const correct = results.filter((r) => r.ms > threshold === r.known).length;
    console.log(
      `${checkout ? `commit ${checkout.commit}` : 'this checkout'}: the request after a known address took ` +
        `${after(true).toFixed(2)} ms (median), after an unknown one ${after(false).toFixed(2)} ms; ` +
        `a threshold at the median classifies ${((100 * correct) / results.length).toFixed(0)} % of ${results.length} correctly.`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
