// The daily digest of submissions flagged as spam (a genuine message flagged by mistake is thanked like
// any other, so someone must be told). The team gets one e-mail a day (pointing to the staff area's spam
// review) listing what was flagged the day before (IST): how many, and for each its reference, form, time,
// name, address, reason and the first line of its text (links taken out), which is no more than the
// team e-mail itself carries. Queued once a day by whichever instance comes first (a unique index on
// the day, migration 012), rendered at delivery from what is still stored, so an erased one is left out.
// An application still waiting for its guardian is visible to no staff tool: it is only counted.
import type { Queryable } from '../db/database.ts';
import { escapeHtml, formatIst } from '../lib/text-format.ts';
import { visitorText } from '../lib/visitor-text.ts';
import type { Rendered, Renderer } from '../outbox/compose.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import type { NotificationSettings } from '../site-content/notification-settings.ts';
import { awaitingGuardianSql, type SubmissionKind, visibleToStaffSql } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';

export const SPAM_DIGEST = 'spam-digest';
const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;
/** Listed one by one at most; the rest are counted. */
const LISTED = 50;

/** The IST day (days since 1970-01-01 in India) a time falls on, and that day's start and end (UTC). */
export const istDay = (at: Date) => Math.floor((at.getTime() + IST_MS) / DAY_MS);
const dayWindow = (day: number) => [new Date(day * DAY_MS - IST_MS), new Date((day + 1) * DAY_MS - IST_MS)] as const;

const flaggedIn = (kind: SubmissionKind) =>
  `FROM ${kind.table} WHERE spam_reason IS NOT NULL AND created_at >= $1::timestamptz AND created_at < $2::timestamptz`;

/** Queues the digest of `day` when anything was flagged then and no instance queued it yet. */
export async function queueSpamDigest(db: Queryable, kinds: readonly SubmissionKind[], day: number): Promise<boolean> {
  const [from, to] = dayWindow(day);
  const any = kinds.map((kind) => `EXISTS (SELECT 1 ${flaggedIn(kind)})`).join(' OR ');
  const { rows } = await db.query(
    `INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
     SELECT 'email', $3, $3, $4, now() WHERE ${any}
     ON CONFLICT (submission_id) WHERE submission_type = '${SPAM_DIGEST}' DO NOTHING RETURNING id`,
    [from.toISOString(), to.toISOString(), SPAM_DIGEST, day],
  );
  return rows.length > 0;
}

interface Flagged {
  kind: SubmissionKind;
  reference: string;
  createdAt: Date;
  name: string;
  email: string;
  reason: string;
  firstLine: string;
}

async function flaggedOn(db: Queryable, kinds: readonly SubmissionKind[], day: number) {
  const [from, to] = dayWindow(day).map((date) => date.toISOString());
  const items: Flagged[] = [];
  let waiting = 0;
  for (const kind of kinds) {
    const names = kind.fields.filter((field) => /name/i.test(field.key)).map((field) => field.column);
    const free = kind.fields.filter((field) => field.freeText).map((field) => field.column);
    const sender = kind.people.find((person) => person.role === 'sender')?.column ?? 'email';
    const { rows } = await db.query<Record<string, string>>(
      `SELECT reference, (extract(epoch FROM created_at) * 1000)::float8 AS ms, spam_reason,
         concat_ws(' ', ${names.join(', ') || "''"}) AS name, ${sender} AS email,
         concat_ws(' ', ${free.join(', ') || "''"}) AS text
       ${flaggedIn(kind)} AND ${visibleToStaffSql(kind)} ORDER BY created_at`,
      [from, to],
    );
    for (const row of rows) {
      const line = row.text.split(/\r?\n/).find((text) => text.trim() !== '') ?? '';
      items.push({
        kind,
        reference: formatReference(row.reference),
        createdAt: new Date(Number(row.ms)),
        name: visitorText(row.name) || '-',
        email: row.email,
        reason: row.spam_reason,
        firstLine: visitorText(line, 120),
      });
    }
    if (kind.guardian) {
      const { rows: counted } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n ${flaggedIn(kind)} AND ${awaitingGuardianSql(kind)}`,
        [from, to],
      );
      waiting += Number(counted[0].n);
    }
  }
  return { items, waiting };
}

/** The digest of `day`, or 'gone' when what was flagged has been erased meanwhile. */
export async function renderSpamDigest(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  settings: NotificationSettings,
  day: number,
): Promise<EmailPayload | 'gone'> {
  const { items, waiting } = await flaggedOn(db, kinds, day);
  if (items.length === 0 && waiting === 0) return 'gone';
  const date = formatIst(dayWindow(day)[0]).replace(/, \d\d:\d\d IST$/, '');
  const count = items.length + waiting;
  const intro = [
    `${count} submission${count === 1 ? ' was' : 's were'} flagged as spam on ${date} (IST). They were not e-mailed to you when they arrived, and their senders got no acknowledgement.`,
    'Most are spam. If one is genuine, open Spam in the staff area (/staff/spam on the site) and press "Not spam": it moves to the inbox, and the e-mails it was owed go out. Flagged submissions are erased after 30 days.',
  ];
  const lines = items.slice(0, LISTED).map((item) => {
    // The form's name as the team e-mail's subject gives it ("Contact Us", "Join Us").
    const type = item.kind.type;
    const form = type === 'volunteer' || type === 'contact' ? settings[type].formName : item.kind.label;
    const time = formatIst(item.createdAt).replace(/^.*, /, '');
    return [
      `${item.reference} · ${form} · ${time} · ${item.name} <${item.email}>`,
      `Why flagged: ${item.reason}`,
      `First line: ${item.firstLine || '-'}`,
    ];
  });
  if (items.length > LISTED) lines.push([`… and ${items.length - LISTED} more.`]);
  if (waiting > 0) {
    lines.push([
      `${waiting} more from an applicant under 18 still waiting for a parent or guardian: not shown (nothing of such an application is shown before a guardian confirms).`,
    ]);
  }
  const text = `${[...intro, ...lines.map((item) => item.join('\n'))].join('\n\n')}\n`;
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px">
${intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${lines.map((item) => `<p>${item.map(escapeHtml).join('<br>')}</p>`).join('\n')}
</body></html>`;
  const to = [...new Set([...settings.contact.teamEmails, ...settings.volunteer.teamEmails])];
  return { to, subject: `Flagged as spam on ${date}: ${count} submission${count === 1 ? '' : 's'}`, text, html };
}

/** The outbox renderer of the digest (its row's submission id is the day). */
export function spamDigestRenderer(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  settings: NotificationSettings,
): Renderer {
  return {
    purposes: [SPAM_DIGEST],
    async render(rows) {
      const out: Rendered[] = [];
      for (const row of rows)
        out.push(row.submission ? await renderSpamDigest(db, kinds, settings, row.submission.id) : undefined);
      return out;
    },
  };
}
