// What a treasurer (or an admin) does with a donation once the bank statement is in front of her, each
// in one transaction with its audit entry and processing-log entry:
// - received: the day credited and the bank's reference are stored and a receipt is numbered from the
//   financial year's series; its PDF is made after the transaction (the series' row stays locked only for
//   the numbering) and stored with its e-mail to the donor in a second one (completeReceipt). A PDF that
//   could not be made leaves a numbered receipt in force without one, made by the next issue or at start;
// - not received: the reason is stored and the donor is told kindly, in her language;
// - a receipt cancelled: it keeps its number, marked cancelled with the reason, and a new one is issued.
// `markReceived` is also the one place a payment gateway's signed webhook would call one day (with no
// member: `actor` null), so "received" means the same whoever says it.
import type { Database, Queryable } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { insertOutboxRow } from '../outbox/outbox-store.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { recordAudit } from '../staff/audit-store.ts';
import { formatReference } from '../submissions/reference.ts';
import { rupeesInWords } from './amount-words.ts';
import { purposeName } from './donation-list.ts';
import { PAYMENT_SETTINGS, type PaymentSettingName, readPaymentSettings } from './payment-settings.ts';
import { financialYearOfDay, nextSerial, receiptNumber } from './receipt-numbers.ts';
import { type ReceiptContent, receiptPdf } from './receipt-pdf.ts';

export const DONATION_RECEIPT = 'donation-receipt';
export const DONATION_NOT_RECEIVED = 'donation-not-received';

/** The settings a receipt prints: it is never issued with a placeholder in them. */
const RECEIPT_SETTINGS: PaymentSettingName[] = [
  'postalAddress',
  'pan',
  'urn80g',
  'urn80gDate',
  'receiptPrefix',
  'receiptSignatory',
];

export const MONEY_MESSAGES = {
  notFound: 'There is no such donation: it may have been erased, or it is in spam.',
  received: (number: string) =>
    `This donation is already marked received, with receipt ${number}. To correct the receipt, cancel it: a new one is issued.`,
  notReceivedTwice: 'This donation is already marked not received, and its donor was told.',
  noReceipt: 'This donation has no receipt in force to cancel.',
  settings: (labels: string[]) =>
    `Receipts cannot be issued until an admin sets these payment settings: ${labels.join('; ')}.`,
  day: 'Please give the date credited as a real day, not after today (India time), like 2026-11-30.',
  bankReference: 'Please give the bank reference: 1 to 60 letters, digits, spaces and / - .',
  reason: 'Please write the reason.',
};

/** Who acts: a member (by id, and how the processing log names the donor), or null for a gateway. */
export interface MoneyActor {
  id: number | null;
  personHash(email: string): string;
}

export interface MoneyContext {
  organisation: string;
  messageIdDomain: string;
  /** A centre's key → its name, for the receipt's purpose. */
  centreNames: Record<string, string>;
  now: Date;
}

interface DonationRow {
  id: number;
  reference: string;
  pledge_reference: string;
  amount_rupees: number;
  purpose: string;
  name: string;
  email: string;
  address: string;
  id_type: string;
  id_number: string;
  payment_mode: string;
  money_status: 'received' | 'not-received' | null;
  credited_on: string | null;
  bank_reference: string | null;
}

const BANK_REFERENCE = /^[0-9A-Za-z][0-9A-Za-z /.-]{0,59}$/;

/** The day of `at` in India (YYYY-MM-DD). */
export const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The donation (not spam) of a public id, locked for the calling transaction, or 404. */
async function lockedDonation(tx: Queryable, publicId: string): Promise<DonationRow> {
  const { rows } = await tx.query<DonationRow>(
    `SELECT id, reference, pledge_reference, amount_rupees, purpose, name, email, address, id_type, id_number,
       payment_mode, money_status, to_char(credited_on, 'YYYY-MM-DD') AS credited_on, bank_reference
     FROM donations WHERE public_id::text = $1 AND spam_reason IS NULL FOR UPDATE`,
    [publicId],
  );
  if (!rows[0]) throw new PublicError(404, MONEY_MESSAGES.notFound);
  return { ...rows[0], id: Number(rows[0].id) };
}

async function receiptInForce(tx: Queryable, donationId: number): Promise<{ id: number; number: string } | undefined> {
  const { rows } = await tx.query<{ id: string | number; number: string }>(
    'SELECT id, number FROM donation_receipts WHERE donation_id = $1 AND cancelled_at IS NULL',
    [donationId],
  );
  return rows[0] ? { id: Number(rows[0].id), number: rows[0].number } : undefined;
}

/** The date credited and bank reference, checked. */
export function checkedCredit(creditedOn: string, bankReference: string, now: Date) {
  const day = creditedOn.trim();
  const real = /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!real || day > indiaDay(now)) throw new PublicError(400, MONEY_MESSAGES.day);
  const reference = bankReference.trim();
  if (!BANK_REFERENCE.test(reference)) throw new PublicError(400, MONEY_MESSAGES.bankReference);
  return { creditedOn: day, bankReference: reference };
}

async function record(tx: Queryable, actor: MoneyActor, donation: DonationRow, action: string, details = {}) {
  await recordAudit(tx, {
    actor: actor.id ?? undefined,
    action,
    subjectType: 'donation',
    subjectId: donation.id,
    details,
  });
  await logProcessing(tx, {
    action: 'status-changed',
    person: actor.personHash(donation.email),
    submissionType: 'donation',
    staff: actor.id ?? undefined,
  });
}

/** Numbers and stores a receipt for a donation marked received, with what it states; its PDF follows. */
async function issueReceipt(
  tx: Queryable,
  donation: DonationRow,
  credit: { creditedOn: string; bankReference: string },
  actor: MoneyActor,
  context: MoneyContext,
  replaces?: string,
): Promise<{ id: number; number: string }> {
  const settings = await readPaymentSettings(tx);
  const missing = RECEIPT_SETTINGS.filter((name) => settings.placeholders.includes(name));
  if (missing.length > 0) {
    throw new PublicError(
      409,
      MONEY_MESSAGES.settings(missing.map((name) => PAYMENT_SETTINGS[name].label.split(' (')[0])),
    );
  }
  const financialYear = financialYearOfDay(credit.creditedOn);
  const serial = await nextSerial(tx, financialYear);
  const number = receiptNumber(settings.values.receiptPrefix, financialYear, serial);
  const content: ReceiptContent = {
    number,
    issuedOn: indiaDay(context.now),
    foundation: {
      name: context.organisation,
      address: settings.values.postalAddress,
      pan: settings.values.pan,
      urn80g: settings.values.urn80g,
      urn80gDate: settings.values.urn80gDate,
    },
    donor: { name: donation.name, address: donation.address, idType: donation.id_type, idNumber: donation.id_number },
    amountRupees: donation.amount_rupees,
    amountInWords: rupeesInWords(donation.amount_rupees),
    creditedOn: credit.creditedOn,
    mode: donation.payment_mode,
    bankReference: credit.bankReference,
    donorReference: formatReference(donation.pledge_reference),
    purpose: purposeName(donation.purpose, context.centreNames),
    signatory: settings.values.receiptSignatory,
    replaces,
  };
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO donation_receipts (donation_id, number, financial_year, serial, issued_at, issued_by, content, replaces_number)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7, $8) RETURNING id`,
    [
      donation.id,
      number,
      financialYear,
      serial,
      context.now.toISOString(),
      actor.id,
      JSON.stringify(content),
      replaces ?? null,
    ],
  );
  return { id: Number(rows[0].id), number };
}

/**
 * Makes the PDF of a numbered receipt from what it states and stores it, with the e-mail that carries it
 * to the donor (none for a receipt cancelled meanwhile). Nothing to do for a receipt that has its PDF or
 * was erased; run twice at once, the second finds the PDF stored and changes nothing.
 */
export async function completeReceipt(db: Database, receiptId: number, messageIdDomain: string): Promise<void> {
  const { rows } = await db.query<{ content: string }>(
    'SELECT content FROM donation_receipts WHERE id = $1 AND pdf IS NULL',
    [receiptId],
  );
  if (!rows[0]) return;
  const pdf = await receiptPdf(JSON.parse(rows[0].content) as ReceiptContent);
  await db.transaction(async (tx) => {
    const locked = await tx.query<{ donation_id: string | number; cancelled: boolean }>(
      `SELECT donation_id, cancelled_at IS NOT NULL AS cancelled FROM donation_receipts
       WHERE id = $1 AND pdf IS NULL FOR UPDATE`,
      [receiptId],
    );
    const receipt = locked.rows[0];
    if (!receipt) return;
    const email = receipt.cancelled
      ? undefined
      : await insertOutboxRow(
          tx,
          {
            kind: 'email',
            purpose: DONATION_RECEIPT,
            submission: { type: 'donation', id: Number(receipt.donation_id) },
            payload: null,
          },
          messageIdDomain,
        );
    await tx.query('UPDATE donation_receipts SET pdf = $2, outbox_id = $3, content = NULL WHERE id = $1', [
      receiptId,
      pdf,
      email?.id ?? null,
    ]);
  });
}

/** Makes every numbered receipt's PDF still missing (one that failed before), oldest first. */
export async function completePendingReceipts(db: Database, messageIdDomain: string): Promise<void> {
  const { rows } = await db.query<{ id: string | number }>(
    'SELECT id FROM donation_receipts WHERE pdf IS NULL ORDER BY id',
  );
  for (const row of rows) await completeReceipt(db, Number(row.id), messageIdDomain);
}

/**
 * After an issue's transaction: makes the PDFs still missing. A failure leaves the receipt numbered and in force
 * (made again at the next issue or at start), so the action still succeeded: answered as `pdfError`, not thrown.
 */
async function completeAfterIssue(db: Database, messageIdDomain: string): Promise<{ pdfError?: unknown }> {
  try {
    await completePendingReceipts(db, messageIdDomain);
    return {};
  } catch (error) {
    return { pdfError: error };
  }
}

/** Marks the money received and issues its receipt; answers the receipt's number. */
export async function markReceived(
  db: Database,
  publicId: string,
  given: { creditedOn: string; bankReference: string },
  actor: MoneyActor,
  context: MoneyContext,
) {
  const credit = checkedCredit(given.creditedOn, given.bankReference, context.now);
  const receipt = await db.transaction(async (tx) => {
    const donation = await lockedDonation(tx, publicId);
    if (donation.money_status === 'received') {
      throw new PublicError(409, MONEY_MESSAGES.received((await receiptInForce(tx, donation.id))?.number ?? ''));
    }
    await tx.query(
      `UPDATE donations SET money_status = 'received', credited_on = $2::date, bank_reference = $3,
         not_received_reason = NULL, money_checked_at = $4::timestamptz, money_checked_by = $5 WHERE id = $1`,
      [donation.id, credit.creditedOn, credit.bankReference, context.now.toISOString(), actor.id],
    );
    const issued = await issueReceipt(tx, donation, credit, actor, context);
    await record(tx, actor, donation, 'donation-received', { receipt: issued.number });
    return issued;
  });
  return { ...receipt, ...(await completeAfterIssue(db, context.messageIdDomain)) };
}

/** Marks the money not received and queues the kind e-mail to the donor with the reason. */
export function markNotReceived(
  db: Database,
  publicId: string,
  reason: string,
  actor: MoneyActor,
  context: MoneyContext,
) {
  const said = reason.trim();
  if (!said) throw new PublicError(400, MONEY_MESSAGES.reason);
  return db.transaction(async (tx) => {
    const donation = await lockedDonation(tx, publicId);
    if (donation.money_status === 'received') {
      throw new PublicError(409, MONEY_MESSAGES.received((await receiptInForce(tx, donation.id))?.number ?? ''));
    }
    if (donation.money_status === 'not-received') throw new PublicError(409, MONEY_MESSAGES.notReceivedTwice);
    await tx.query(
      `UPDATE donations SET money_status = 'not-received', not_received_reason = $2,
         money_checked_at = $3::timestamptz, money_checked_by = $4 WHERE id = $1`,
      [donation.id, said, context.now.toISOString(), actor.id],
    );
    await insertOutboxRow(
      tx,
      {
        kind: 'email',
        purpose: DONATION_NOT_RECEIVED,
        submission: { type: 'donation', id: donation.id },
        payload: null,
      },
      context.messageIdDomain,
    );
    await record(tx, actor, donation, 'donation-not-received');
  });
}

/** Cancels the receipt in force (its number stays, marked cancelled) and issues a new one; answers the new one. */
export async function cancelReceipt(
  db: Database,
  publicId: string,
  given: { reason: string; creditedOn?: string; bankReference?: string },
  actor: MoneyActor,
  context: MoneyContext,
) {
  const reason = given.reason.trim();
  if (!reason) throw new PublicError(400, MONEY_MESSAGES.reason);
  const receipt = await db.transaction(async (tx) => {
    const donation = await lockedDonation(tx, publicId);
    const current = await receiptInForce(tx, donation.id);
    if (!current || donation.money_status !== 'received') throw new PublicError(409, MONEY_MESSAGES.noReceipt);
    const credit = checkedCredit(
      given.creditedOn ?? donation.credited_on ?? '',
      given.bankReference ?? donation.bank_reference ?? '',
      context.now,
    );
    await tx.query(
      `UPDATE donation_receipts SET cancelled_at = $2::timestamptz, cancelled_by = $3, cancel_reason = $4 WHERE id = $1`,
      [current.id, context.now.toISOString(), actor.id, reason],
    );
    await tx.query('UPDATE donations SET credited_on = $2::date, bank_reference = $3 WHERE id = $1', [
      donation.id,
      credit.creditedOn,
      credit.bankReference,
    ]);
    const issued = await issueReceipt(tx, donation, credit, actor, context, current.number);
    await record(tx, actor, donation, 'donation-receipt-cancelled', {
      cancelled: current.number,
      issued: issued.number,
    });
    return { ...issued, cancelled: current.number };
  });
  return { ...receipt, ...(await completeAfterIssue(db, context.messageIdDomain)) };
}
