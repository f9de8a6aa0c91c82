// The SQL of a guardian's decision (guardian-routes.ts answers; this stores): the application a
// link is about, and the decision itself in one transaction with the link's use. Confirm: consent
// becomes 'given' with the time the guardian gave it, and the messages the application owed are
// queued now. Refuse: it is erased. Either way the link keeps what was decided (not who), so opening
// it again can say so.
import type { Database } from '../db/database.ts';
import { insertOutboxRow, type QueuedMessage } from '../outbox/outbox-store.ts';
import { fieldsSql, type SubmissionKind } from '../submissions/kinds.ts';
import { eraseSubmissions, submissionSubject } from './erasure.ts';
import { type LinkCheck, recordOutcome, useLink } from './links.ts';
import { logProcessing } from './processing-log.ts';

export interface ApplicationView {
  /** Every field as stored, by its payload name (firstName, dateOfBirth...). */
  fields: Record<string, string>;
  guardian: { name: string; email: string; relationship: string };
  applied: string;
  notice_language: string | null;
}

export interface Decided {
  done: 'confirmed' | 'refused';
  /** The language the applicant used (null before consent was asked). */
  noticeLanguage: string | null;
}

const idOf = (kind: SubmissionKind, subject: string) => Number(subject.slice(`${kind.type}:`.length));

/** `kind` is the kind with guardians (applications); `owed` what a confirmed one queues. */
export function guardianStore(
  db: Database,
  kind: SubmissionKind,
  personHash: (email: string) => string,
  messageIdDomain: string,
) {
  const guardian = kind.guardian;
  if (!guardian) throw new Error(`Submissions of kind "${kind.type}" have no guardian.`);
  return {
    /** The application a link's subject names, while it still waits for its guardian. */
    async application(subject: string): Promise<ApplicationView | undefined> {
      const { rows } = await db.query<Record<string, string | null>>(
        `SELECT ${fieldsSql(kind, 'key')}, ${guardian.name} AS guardian_name, ${guardian.email} AS guardian_email,
           ${guardian.relationship} AS guardian_relationship, notice_language,
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS applied
         FROM ${kind.table} WHERE id = $1 AND consent_status = 'awaiting_guardian'`,
        [idOf(kind, subject)],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        fields: Object.fromEntries(kind.fields.map((field) => [field.key, row[field.key] ?? ''])),
        guardian: {
          name: row.guardian_name ?? '',
          email: row.guardian_email ?? '',
          relationship: row.guardian_relationship ?? '',
        },
        applied: row.applied ?? '',
        notice_language: row.notice_language,
      };
    },

    /** The language of the application a link names (null when it is gone or has none). */
    async languageOf(subject: string): Promise<string | null> {
      const { rows } = await db.query<{ notice_language: string | null }>(
        `SELECT notice_language FROM ${kind.table} WHERE id = $1`,
        [idOf(kind, subject)],
      );
      return rows[0]?.notice_language ?? null;
    },

    /** Uses the link and records the decision; two clicks at once: one wins, the other finds it used. */
    decide(
      token: unknown,
      decision: 'confirm' | 'refuse',
      owed: readonly QueuedMessage[],
    ): Promise<LinkCheck | Decided> {
      return db.transaction(async (tx) => {
        const check = await useLink(tx, 'guardian', token);
        if (!('subject' in check)) return check;
        const id = idOf(kind, check.subject);
        const { rows } = await tx.query<{ email: string; notice_language: string | null }>(
          `SELECT email, notice_language FROM ${kind.table}
           WHERE id = $1 AND consent_status = 'awaiting_guardian' FOR UPDATE`,
          [id],
        );
        if (!rows[0]) return { problem: 'unknown' as const };
        const person = personHash(rows[0].email);
        const submissionType = kind.type;
        if (decision === 'refuse') {
          // Detached first, so the erasure (which deletes the application's links) leaves this one.
          await recordOutcome(tx, token as string, 'refused', true);
          await eraseSubmissions(tx, kind, [id]);
          await logProcessing(tx, { action: 'consent-refused', person, submissionType });
          await logProcessing(tx, { action: 'erased', person, submissionType, count: 1, reason: 'guardian refused' });
          return { done: 'refused', noticeLanguage: rows[0].notice_language };
        }
        await tx.query(
          `UPDATE ${kind.table} SET consent_status = 'given', ${guardian.confirmedAt} = now() WHERE id = $1`,
          [id],
        );
        await recordOutcome(tx, token as string, 'confirmed');
        for (const message of owed) {
          const submission = { type: kind.type, id };
          await insertOutboxRow(tx, { ...message, submission, payload: null }, messageIdDomain);
        }
        await tx.query('DELETE FROM privacy_links WHERE subject = $1 AND used_at IS NULL', [
          submissionSubject(kind.type, id),
        ]);
        await logProcessing(tx, { action: 'consent-confirmed', person, submissionType, reason: 'by guardian' });
        return { done: 'confirmed', noticeLanguage: rows[0].notice_language };
      });
    },
  };
}
