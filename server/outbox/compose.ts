// Renders claimed rows just before delivery. Most rows are queued without their words and rendered
// here from what they are about (a stored submission, a "your data" request), so the outbox never
// holds a second copy of personal data; a row whose subject was erased meanwhile has nothing left
// to send. The outbox knows no kind of message itself: each slice registers a renderer for its
// purposes (the forms' team notification and acknowledgement, the privacy e-mails), which gets its
// rows of a batch together, so it can read what they are about with one query.
// A visitor e-mail passes the recipient limit (the `admit` gate) before it is handed on: over it,
// the row is `suppressed`. A renderer that creates a link asks the gate itself, before the link.
import { DeliveryError } from './backoff.ts';
import type { ClaimedRow, DeliverableRow, EmailPayload, WebhookPayload } from './outbox-store.ts';

/** What a row renders to: its message, 'gone' when what it was about was erased, 'suppressed', or undefined (no message). */
export type Rendered = EmailPayload | WebhookPayload | 'gone' | 'suppressed' | undefined;

/** Renders the rows of its purposes, a batch at a time, in order. */
export interface Renderer {
  purposes: readonly string[];
  render(rows: ClaimedRow[]): Promise<Rendered[]>;
  /** Its e-mails already asked the recipient limit (before making a link); they are not asked twice. */
  admitsItself?: boolean;
}

/**
 * A row ready for its transport, `gone` when its submission was erased, `suppressed` when its
 * recipient had all the e-mails the limit allows, or why it cannot be sent.
 */
export type Composed = { row: DeliverableRow } | { gone: true } | { suppressed: true } | { error: DeliveryError };
export type Composer = (rows: ClaimedRow[]) => Promise<Composed[]>;

/** Whether a (visitor) e-mail may go to `to` now; see server/privacy/recipient-limit.ts. */
export type AdmitGate = (row: ClaimedRow, to: string) => Promise<boolean>;

function composed(row: ClaimedRow, rendered: Rendered): Composed {
  if (rendered === 'gone') return { gone: true };
  if (rendered === 'suppressed') return { suppressed: true };
  if (!rendered) return { error: new DeliveryError(row.submission ? 'UNKNOWN_PURPOSE' : 'NO_MESSAGE', true) };
  return { row: { ...row, payload: rendered as DeliverableRow['payload'] } };
}

/** `renderers()` is asked at every batch, so slices may register theirs after the outbox exists. */
export function createComposer(
  renderers: () => readonly Renderer[],
  admit: () => AdmitGate = () => async () => true,
): Composer {
  return async (rows) => {
    const results = new Map<ClaimedRow, Composed>();
    const admitted = new Set<ClaimedRow>();
    for (const row of rows) if (row.payload) results.set(row, { row: row as DeliverableRow });
    for (const renderer of renderers()) {
      const mine = rows.filter((row) => !row.payload && renderer.purposes.includes(row.purpose));
      if (mine.length === 0) continue;
      const rendered = await renderer.render(mine);
      for (const [i, row] of mine.entries()) {
        results.set(row, composed(row, rendered[i]));
        if (renderer.admitsItself) admitted.add(row);
      }
    }
    const gate = admit();
    const out: Composed[] = [];
    for (const row of rows) {
      const made = results.get(row) ?? composed(row, undefined);
      // An e-mail to a visitor rendered here (the acknowledgement) passes the recipient limit now.
      const asked = row.payload || admitted.has(row);
      const to = 'row' in made && row.kind === 'email' && !asked ? made.row.payload.to?.[0] : undefined;
      out.push(to && !(await gate(row, to)) ? { suppressed: true } : made);
    }
    return out;
  };
}
