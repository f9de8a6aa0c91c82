// The staff area's Donations: the list (newest first, 50 a page, by keyset) and one donation with its
// receipts. The search and the dates are the inbox's own (inbox-search.ts, inbox-query.ts: the same
// search keys, any script, India's days), so a donor is found here as she is in the inbox. Spam is left out.
import type {
  DonationListItem,
  DonationsFilter,
  DonationsPage,
  DonationView,
  MoneyStatus,
  ReceiptView,
} from '../../schema/api/staff-donations.ts';
import { STAFF_PAGE_SIZE } from '../../schema/api/staff-inbox.ts';
import type { Queryable } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { daysSql, FILTER_MESSAGES, sqlParams } from '../inbox/inbox-query.ts';
import { searchSql } from '../inbox/inbox-search.ts';
import { cursorTimeSql, decodeCursor, encodeCursor, olderThan } from '../inbox/list-cursor.ts';
import { DONATION } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = `s.id, s.public_id::text AS public_id, s.reference, s.pledge_reference, ${cursorTimeSql('s.created_at')} AS at,
  s.name, s.email, s.amount_rupees, s.purpose, s.payment_mode, to_char(s.paid_on, 'YYYY-MM-DD') AS paid_on,
  s.transaction_ref, s.notice_language, coalesce(s.money_status, 'waiting') AS money, s.duplicate_of,
  (SELECT r.number FROM donation_receipts r WHERE r.donation_id = s.id AND r.cancelled_at IS NULL) AS receipt_number`;

interface ListRow {
  id: string | number;
  public_id: string;
  reference: string;
  pledge_reference: string;
  at: string;
  name: string;
  email: string;
  amount_rupees: number;
  purpose: string;
  payment_mode: string;
  paid_on: string;
  transaction_ref: string;
  notice_language: string | null;
  money: MoneyStatus;
  duplicate_of: string | null;
  receipt_number: string | null;
}

/** What a gift is for, in words ("general" first: the centres' names have a key of that name too). */
export const purposeName = (purpose: string, centreNames: Record<string, string>) =>
  purpose === 'general' ? 'Wherever it is needed most' : (centreNames[purpose] ?? purpose);

const itemOf = (row: ListRow, centreNames: Record<string, string>): DonationListItem => ({
  id: row.public_id,
  reference: formatReference(row.reference),
  pledgeReference: formatReference(row.pledge_reference),
  toldAt: `${row.at.slice(0, 23)}Z`,
  name: row.name,
  email: row.email,
  amountRupees: Number(row.amount_rupees),
  purpose: purposeName(row.purpose, centreNames),
  mode: row.payment_mode,
  paidOn: row.paid_on,
  transactionRef: row.transaction_ref,
  language: row.notice_language,
  money: row.money,
  receiptNumber: row.receipt_number,
  duplicateOf: row.duplicate_of ? formatReference(row.duplicate_of) : null,
});

export async function listDonations(
  db: Queryable,
  filter: DonationsFilter,
  options: { after?: string; centreNames: Record<string, string> },
): Promise<DonationsPage> {
  const p = sqlParams();
  const where = ['s.spam_reason IS NULL'];
  if (filter.money === 'waiting') where.push('s.money_status IS NULL');
  else if (filter.money && filter.money !== 'all') where.push(`s.money_status = ${p.add(filter.money)}`);
  if (filter.purpose) where.push(`s.purpose = ${p.add(filter.purpose)}`);
  if (filter.language) where.push(`s.notice_language = ${p.add(filter.language)}`);
  where.push(...daysSql('s.created_at', filter, p.add));
  if (filter.q?.trim()) {
    const search = searchSql(DONATION, filter.q, p.add);
    if (!search) throw new PublicError(400, FILTER_MESSAGES.search);
    where.push(`(${search})`);
  }
  const countValues = [...p.values];
  const counted = `SELECT count(*)::int AS n FROM donations s WHERE ${where.join(' AND ')}`;
  const pageWhere = [...where];
  if (options.after) pageWhere.push(olderThan(decodeCursor(options.after), 0, p.add));
  const [{ rows }, count] = await Promise.all([
    db.query<ListRow>(
      `SELECT ${COLUMNS} FROM donations s WHERE ${pageWhere.join(' AND ')}
       ORDER BY s.created_at DESC, s.id DESC LIMIT ${STAFF_PAGE_SIZE + 1}`,
      p.values,
    ),
    db.query<{ n: number }>(counted, countValues),
  ]);
  const last = rows.length > STAFF_PAGE_SIZE ? rows[STAFF_PAGE_SIZE - 1] : undefined;
  const centres = Object.keys(options.centreNames).filter((key) => key !== 'general');
  return {
    items: rows.slice(0, STAFF_PAGE_SIZE).map((row) => itemOf(row, options.centreNames)),
    total: Number(count.rows[0].n),
    next: last ? encodeCursor({ at: last.at, kind: 0, id: Number(last.id) }) : null,
    purposes: ['general', ...centres].map((value) => ({ value, label: purposeName(value, options.centreNames) })),
  };
}

/** One donation (not spam) with its receipts, newest first, or undefined. */
export async function readDonation(
  db: Queryable,
  publicId: string,
  options: { centreNames: Record<string, string>; mayHandle: boolean },
): Promise<(DonationView & { rowId: number }) | undefined> {
  const { rows } = await db.query<
    ListRow & {
      phone: string;
      address: string;
      id_type: string;
      id_number: string;
      credited_on: string | null;
      bank_reference: string | null;
      not_received_reason: string | null;
      checked_at: string | null;
      checked_by: string | null;
    }
  >(
    `SELECT ${COLUMNS}, s.phone, s.address, s.id_type, s.id_number, to_char(s.credited_on, 'YYYY-MM-DD') AS credited_on,
       s.bank_reference, s.not_received_reason, ${ISO('s.money_checked_at')} AS checked_at,
       (SELECT coalesce(nullif(m.display_name, ''), m.email) FROM staff_members m WHERE m.id = s.money_checked_by) AS checked_by
     FROM donations s WHERE s.public_id::text = $1 AND s.spam_reason IS NULL`,
    [publicId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...itemOf(row, options.centreNames),
    rowId: Number(row.id),
    phone: row.phone,
    address: row.address,
    idType: row.id_type,
    idNumber: row.id_number,
    creditedOn: row.credited_on,
    bankReference: row.bank_reference,
    notReceivedReason: row.not_received_reason,
    checkedAt: row.checked_at,
    checkedBy: row.checked_by,
    receipts: await receiptsOf(db, Number(row.id)),
    mayHandle: options.mayHandle,
  };
}

async function receiptsOf(db: Queryable, donationId: number): Promise<ReceiptView[]> {
  const { rows } = await db.query<{
    id: string | number;
    number: string;
    issued_at: string;
    issued_by: string | null;
    cancelled_at: string | null;
    cancel_reason: string | null;
    email: ReceiptView['email'];
  }>(
    `SELECT r.id, r.number, ${ISO('r.issued_at')} AS issued_at, ${ISO('r.cancelled_at')} AS cancelled_at, r.cancel_reason,
       (SELECT coalesce(nullif(m.display_name, ''), m.email) FROM staff_members m WHERE m.id = r.issued_by) AS issued_by,
       (SELECT o.status FROM outbox o WHERE o.id = r.outbox_id) AS email
     FROM donation_receipts r WHERE r.donation_id = $1 ORDER BY r.id DESC`,
    [donationId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    number: row.number,
    issuedAt: row.issued_at,
    issuedBy: row.issued_by,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    email: row.email ?? null,
  }));
}

/** A receipt's PDF as it was issued, if it belongs to that donation and has been made. */
export async function receiptPdfOf(
  db: Queryable,
  publicId: string,
  receiptId: string,
): Promise<{ number: string; pdf: Buffer; email: string } | undefined> {
  if (!/^\d{1,18}$/.test(receiptId)) return undefined;
  const { rows } = await db.query<{ number: string; pdf: Uint8Array; email: string }>(
    `SELECT r.number, r.pdf, d.email FROM donation_receipts r JOIN donations d ON d.id = r.donation_id
     WHERE r.id = $1 AND d.public_id::text = $2 AND d.spam_reason IS NULL AND r.pdf IS NOT NULL`,
    [receiptId, publicId],
  );
  return rows[0] ? { number: rows[0].number, pdf: Buffer.from(rows[0].pdf), email: rows[0].email } : undefined;
}
