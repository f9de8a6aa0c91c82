// The SQL of "Your data" (your-data-routes.ts answers; this stores): a request and its link e-mail,
// the session a used link opens, a person's items, their erasure and a correction for the team.
// Every step that changes data runs in one transaction with its processing-log entry.
import { storedLanguage, type Language } from '../../schema/api/languages.ts';
import type { Database } from '../db/database.ts';
import { insertOutboxRow } from '../outbox/outbox-store.ts';
import type { SubmissionKind } from '../submissions/kinds.ts';
import { eraseEverythingOf, eraseSubmissions, type PersonSubmission, submissionsOf, totalErased } from './erasure.ts';
import { createLink, type LinkCheck, useLink } from './links.ts';
import {
  type CorrectionRequest,
  correctionRequest,
  DATA_REQUEST_TYPE,
  erasureConfirmation,
} from './privacy-messages.ts';
import { storeCorrection } from './correction-store.ts';
import { logProcessing } from './processing-log.ts';

export interface DataRequest {
  email: string;
  language: Language;
}

const requestId = (subject: string) => Number(subject.slice('request:'.length));

export function yourDataStore(db: Database, kinds: readonly SubmissionKind[], messageIdDomain: string) {
  return {
    /** The request behind a link or session (subject 'request:<id>'): its address and language. */
    async request(subject: string): Promise<DataRequest | undefined> {
      const { rows } = await db.query<{ email: string; language: string }>(
        'SELECT email, language FROM data_requests WHERE id = $1',
        [requestId(subject)],
      );
      return rows[0] && { email: rows[0].email, language: storedLanguage(rows[0].language) };
    },

    /** The request and its link e-mail, by one statement; whether the address holds anything is the worker's question. */
    async record(email: string, person: string, language: Language): Promise<void> {
      await db.query(
        `WITH request AS (INSERT INTO data_requests (email, person_hash, language) VALUES ($1, $2, $3) RETURNING id)
         INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
         SELECT 'email', 'your-data-link', $4, id, now() FROM request`,
        [email, person, language, DATA_REQUEST_TYPE],
      );
    },

    /** Uses the link once and opens a session of `minutes`, logged as the person viewing their data. */
    openSession(token: unknown, minutes: number): Promise<LinkCheck | { session: string }> {
      return db.transaction(async (tx) => {
        const check = await useLink(tx, 'your-data', token);
        if (!('subject' in check)) return check;
        const session = await createLink(tx, 'your-data-session', check.subject, minutes / 60);
        const { rows } = await tx.query<{ person_hash: string }>(
          'SELECT person_hash FROM data_requests WHERE id = $1',
          [requestId(check.subject)],
        );
        if (rows[0]) await logProcessing(tx, { action: 'data-viewed', person: rows[0].person_hash });
        return { session };
      });
    },

    /** Everything stored under the address, of every kind. */
    items: (email: string) => submissionsOf(db, email, kinds),

    /**
     * Erases one item, or everything (which withdraws consent), with the log entries and, when
     * anything went, the confirmation e-mail in the person's language; returns how many items went.
     */
    erase(
      target: { email: string; person: string; chosen?: PersonSubmission },
      from: { organisation: string; replyTo?: string },
      language: Language,
    ): Promise<number> {
      const { email, person, chosen } = target;
      return db.transaction(async (tx) => {
        let count: number;
        if (chosen) {
          count = (await eraseSubmissions(tx, chosen.kind, [chosen.id])).rows;
        } else {
          count = totalErased(await eraseEverythingOf(tx, email, kinds)).rows;
          await logProcessing(tx, { action: 'consent-refused', person, reason: 'withdrawn by the person' });
        }
        await logProcessing(tx, { action: 'erased', person, count, reason: 'asked by the person (your data)' });
        if (count > 0) {
          const payload = erasureConfirmation(email, count, from.organisation, language, from.replyTo);
          await insertOutboxRow(tx, { kind: 'email', purpose: 'erasure-confirmation', payload }, messageIdDomain);
        }
        return count;
      });
    },

    /** Queues the person's correction for the team, with its log entry. */
    async correction(request: CorrectionRequest, person: string): Promise<void> {
      const payload = correctionRequest(request);
      await db.transaction(async (tx) => {
        await insertOutboxRow(tx, { kind: 'email', purpose: 'correction-request', payload }, messageIdDomain);
        // Also kept for the staff area's privacy tasks, until marked done.
        const { from: email, chosen, text, language } = request;
        await storeCorrection(tx, kinds, { email, chosen, text, language });
        await logProcessing(tx, { action: 'correction-requested', person, submissionType: request.chosen?.type });
      });
    },
  };
}

export type YourDataStore = ReturnType<typeof yourDataStore>;
