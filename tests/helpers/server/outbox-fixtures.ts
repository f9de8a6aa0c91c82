// Submissions, settings and worker settings shared by the outbox tests and the bench.
import fs from 'node:fs';
import type { Database } from '../../../server/db/database.ts';
import { createRepository, type StoredRow } from '../../../server/submissions/repository.ts';
import { submissionQueue } from '../../../server/outbox/outbox-store.ts';
import { createSubmissionReader } from '../../../server/submissions/reader.ts';
import { type Composer, createComposer } from '../../../server/outbox/compose.ts';
import { type NotificationSettings, notificationSettings } from '../../../server/site-content/notification-settings.ts';
import { readSiteTranslations } from '../../../server/site-content/site-translations.ts';
import type { SubmissionForEmail } from '../../../server/forms/messages/submission.ts';
import { submissionMessages, submissionRenderer } from '../../../server/forms/messages/submission-messages.ts';
import type { WorkerConfig, WorkerLog } from '../../../server/outbox/worker.ts';

/** The real pages.json and its translations, so tests break when its settings stop fitting the code. */
export const siteSettings = (): NotificationSettings =>
  notificationSettings(
    JSON.parse(fs.readFileSync('pages.json', 'utf8')),
    undefined,
    undefined,
    readSiteTranslations('.'),
  );

/** The consent record of a submission sent from the English page at 14:05 IST (kinds.ts recordColumns). */
const consentRecord = (reference = 'K7M29QXD'): Record<string, string | null> => ({
  reference,
  consent_given_at: '2026-11-24T08:35:00.000Z',
  notice_version: '3c2b1a0f9e8d',
  notice_language: 'en',
});

export const contactSubmission = (id = 1): SubmissionForEmail => ({
  type: 'contact',
  id,
  publicId: '3fa9c1d2-0000-4000-8000-000000000001',
  reference: 'K7M29QXD',
  createdAt: new Date('2026-11-24T08:35:00Z'),
  record: consentRecord(),
  fields: {
    name: 'Asha <b>Rao</b>',
    phone: '+91 98765 43210',
    email: 'asha@example.net',
    message: 'Hello & "welcome"',
  },
});

export const volunteerSubmission = (id = 1): SubmissionForEmail => ({
  type: 'volunteer',
  id,
  publicId: '7b1e2f30-0000-4000-8000-000000000002',
  reference: 'PQ63509A',
  createdAt: new Date('2026-11-24T08:35:00Z'),
  record: {
    ...consentRecord('PQ63509A'),
    guardian_name: null,
    guardian_email: null,
    guardian_relationship: null,
    guardian_confirmed_at: null,
  },
  fields: {
    domain: 'csaa',
    firstName: 'Ravi',
    lastName: 'Kumar',
    contact: '+91 91234 56789',
    dateOfBirth: '2001-03-09',
    email: 'ravi@example.net',
    whyJoinUs: 'To teach.',
    questionsForUs: '',
  },
});

/**
 * Stores a submission through the repository, queuing its messages as the routes do (team
 * notification and acknowledgement, and the webhook call when asked), and returns the stored row.
 */
export function storeSubmission(
  db: Database,
  submission: SubmissionForEmail = contactSubmission(),
  options: { webhook?: boolean } = {},
): Promise<StoredRow> {
  const repository = createRepository(db);
  const queue = submissionQueue(submissionMessages(options.webhook ?? false));
  return submission.type === 'contact'
    ? repository.insertContact(submission.fields, { queue })
    : repository.insertVolunteer(submission.fields, { queue });
}

/** Renders rows from the submissions stored in `db`, with the real site settings. */
export const composerFor = (db: Database): Composer => {
  const renderer = submissionRenderer(siteSettings(), createSubmissionReader(db));
  return createComposer(() => [renderer]);
};

/** Retries after a few milliseconds, so a test sees ten attempts in well under a second. */
export const fastWorkerConfig: WorkerConfig = {
  messageIdDomain: 'example.org',
  pollIntervalMs: 20,
  kickDelayMs: 0,
  yieldMaxMs: 0,
  batchSize: 10,
  leaseMs: 60_000,
  retry: { maxAttempts: 4, maxAttemptsPermanent: 2, baseDelayMs: 5, factor: 2, maxDelayMs: 40 },
  retentionDays: 30,
  stopTimeoutMs: 2000,
};

/** Collects log lines so a test can check them (and that they hold no personal data). */
export function memoryLog(): WorkerLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (fields: object, message: string) => lines.push(`${message} ${JSON.stringify(fields)}`);
  return { lines, info: write, warn: write, error: write };
}
