// An outbox renderer for the e-mails made from a stored donation (the donor's acknowledgement, the team's
// e-mail): the batch's donations read with one query, each row rendered from its own, 'gone' once the
// donation was erased (spam is never read back).
import type { Queryable } from '../db/database.ts';
import type { Renderer } from '../outbox/compose.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { createSubmissionReader, type StoredSubmission, submissionKey } from '../submissions/reader.ts';
import { DONATION } from '../submissions/kinds.ts';

export function storedDonationRenderer(
  db: Queryable,
  purpose: string,
  /** Called once a batch (to read what all its e-mails share); answers the e-mail of one donation. */
  forBatch: () => Promise<(donation: StoredSubmission) => EmailPayload>,
): Renderer {
  const read = createSubmissionReader(db, [DONATION]);
  return {
    purposes: [purpose],
    async render(rows) {
      const refs = rows.flatMap((row) => (row.submission ? [row.submission] : []));
      const found = refs.length > 0 ? await read(refs) : new Map<string, StoredSubmission>();
      const email = await forBatch();
      return rows.map((row) => {
        const donation = row.submission ? found.get(submissionKey(row.submission)) : undefined;
        return donation ? email(donation) : 'gone';
      });
    },
  };
}
