// Flagged spam is kept 30 days, so a person wrongly flagged can still be found, then deleted.
// Deleted in batches (each its own short transaction) so a flood of spam never holds a long lock;
// the queued messages of each deleted row go with it (spam normally has none: it is never notified).
import { deleteForSubmission } from '../outbox/outbox-store.ts';
import type { Database } from './database.ts';
import type { SubmissionType } from './repository.ts';

export const SPAM_RETENTION_DAYS = 30;
const BATCH_SIZE = 500;

const TABLES: Record<SubmissionType, string> = {
  contact: 'contact_messages',
  volunteer: 'volunteer_applications',
};

export interface PurgeOptions {
  /** The clock; injectable so tests can jump 30 days ahead. */
  now?: Date;
  days?: number;
  batchSize?: number;
}

/** Deletes flagged rows older than the retention; returns how many per form. */
export async function purgeSpam(db: Database, options: PurgeOptions = {}): Promise<Record<SubmissionType, number>> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.days ?? SPAM_RETENTION_DAYS) * 86_400_000);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const deleted: Record<SubmissionType, number> = { contact: 0, volunteer: 0 };
  for (const type of Object.keys(TABLES) as SubmissionType[]) {
    for (;;) {
      const ids = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number | string }>(
          `DELETE FROM ${TABLES[type]} WHERE id IN (
             SELECT id FROM ${TABLES[type]} WHERE spam_reason IS NOT NULL AND created_at < $1::timestamptz
             ORDER BY id LIMIT $2)
           RETURNING id`,
          [cutoff.toISOString(), batchSize],
        );
        for (const row of rows) await deleteForSubmission(tx, { type, id: Number(row.id) });
        return rows.length;
      });
      deleted[type] += ids;
      if (ids < batchSize) break;
    }
  }
  return deleted;
}
