// What reached the SMTP server, against what the database says was to be sent: each stored
// submission's two e-mails (team and sender), told apart by the outbox row's Message-ID.
import type { Topology } from './topology.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no e-mail is pending or being sent, then a moment for a late repeat to show. */
export async function outboxEmptied(t: Topology, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const waiting = async () =>
    (
      await t.target.select<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'sending')`,
      )
    )[0].n;
  while ((await waiting()) > 0 && Date.now() < deadline) await sleep(200);
  await sleep(500);
  return waiting();
}

export async function mailFigures(t: Topology) {
  const ids = t.smtp.received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim());
  const [stored] = await t.target.select<{ n: number }>(
    `SELECT ((SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM volunteer_applications))::int AS n`,
  );
  const unsent = await t.target.select<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM outbox WHERE status <> 'sent' GROUP BY 1 ORDER BY 1`,
  );
  const distinct = new Set(ids).size;
  return { expected: 2 * stored.n, distinct, repeated: ids.length - distinct, unsent };
}

/** Rows claimed for delivery right now: the most a SIGKILL can leave delivered but not marked sent. */
export async function inFlight(t: Topology): Promise<number> {
  return (await t.target.select<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE status = 'sending'`))[0].n;
}
