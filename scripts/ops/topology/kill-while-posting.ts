// Posts contact messages through nginx from several clients at once and SIGKILLs the first instance
// in the middle. A client whose post gets no answer, or a 5xx, retries with the same Idempotency-Key
// (as the forms do); then every acknowledged submission must be in the database, and none twice.
// The e-mails being sent at the kill are counted too: the bound on repeats.
import { randomUUID } from 'node:crypto';
import { postJson } from './http-client.ts';
import type { Topology } from './topology.ts';

const CLIENTS = 6;
const RUN_MS = 3000;
const KILL_AFTER_MS = 800;
/** Below the rate limit of one client address (5 a minute), since every attempt counts. */
const ATTEMPTS = 4;

interface Submission {
  email: string;
  id?: string;
}

export async function postThroughKill(
  t: Topology,
  origin: string,
  nextAddress: () => string,
  body: () => { email: string },
  countInFlight: () => Promise<number>,
) {
  const submissions: Submission[] = [];
  let retried = 0;
  const stopAt = Date.now() + RUN_MS;
  let inFlightAtKill = 0;
  let counted: Promise<void> = Promise.resolve();
  const killer = setTimeout(() => {
    t.instances[0]?.child.kill('SIGKILL');
    counted = countInFlight().then((n) => {
      inFlightAtKill = n;
    });
  }, KILL_AFTER_MS);
  const client = async () => {
    while (Date.now() < stopAt) {
      const payload = body();
      const submission: Submission = { email: payload.email };
      submissions.push(submission);
      const key = `"topology-${randomUUID()}"`;
      const from = nextAddress();
      for (let attempt = 0; attempt < ATTEMPTS && !submission.id; attempt += 1) {
        if (attempt > 0) {
          retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const answer = await postJson(`${origin}/api/contact`, payload, {
          from,
          headers: { 'idempotency-key': key },
        }).catch(() => undefined);
        if (answer?.status === 201) submission.id = JSON.parse(answer.text).data.id;
        else if (answer && answer.status < 500) throw new Error(`post refused with ${answer.status}: ${answer.text}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  clearTimeout(killer);
  await counted;
  const emails = submissions.map((submission) => `'${submission.email}'`).join(',');
  const rows = await t.target.select<{ email: string; public_id: string }>(
    `SELECT email, public_id::text AS public_id FROM contact_messages WHERE email IN (${emails})`,
  );
  const stored = new Set(rows.map((row) => row.public_id));
  const perEmail = new Map<string, number>();
  for (const row of rows) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  const acknowledged = submissions.filter((submission) => submission.id);
  return {
    submissions: submissions.length,
    acknowledged: acknowledged.length,
    retried,
    lost: acknowledged.filter((submission) => !stored.has(submission.id as string)).length,
    duplicated: [...perEmail.values()].filter((count) => count > 1).length,
    inFlightAtKill,
  };
}
