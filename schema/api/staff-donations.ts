// The staff area's Donations: paths and the shapes the server answers with, shared by server/donations/
// and the staff app (staff/app/donations/). What each request sends is its schema in schema/api/staff/
// (donations-query, money-received, money-not-received, receipt-cancel). Who may call each:
// STAFF_AREAS.donations reads, STAFF_AREAS.donationMoney marks and cancels (schema/api/staff.ts).
// No Node API, no dependency.
import type { DonationsQuery } from './generated/route-types.ts';

/** Whether the money of a donation was found in the bank statement: waiting while nobody has looked. */
export const MONEY_STATUSES = ['waiting', 'received', 'not-received'] as const;
export type MoneyStatus = (typeof MONEY_STATUSES)[number];

export const MONEY_LABELS: Record<MoneyStatus, string> = {
  waiting: 'Waiting to be checked',
  received: 'Received',
  'not-received': 'Not received',
};

const donation = (id: string) => `/api/staff/donations/${encodeURIComponent(id)}`;

export const DONATIONS_API = {
  /** GET ?money&purpose&language&from&to&q&after → DonationsPage, newest first. */
  list: '/api/staff/donations',
  /** GET → DonationView. */
  donation,
  /** POST { creditedOn, bankReference } → the receipt numbered, made and e-mailed (ReceiptView). */
  received: (id: string) => `${donation(id)}/received`,
  /** POST { reason } → the donor e-mailed kindly in her language. */
  notReceived: (id: string) => `${donation(id)}/not-received`,
  /** POST { reason, creditedOn?, bankReference? } → the receipt in force cancelled, a new one issued (ReceiptView). */
  cancelReceipt: (id: string) => `${donation(id)}/receipt/cancel`,
  /** GET → application/pdf: a receipt as it was issued (ReceiptView.id). */
  receiptPdf: (id: string, receiptId: string) => `${donation(id)}/receipts/${encodeURIComponent(receiptId)}/pdf`,
} as const;

/** The list's filter: its query string without the page's start. */
export type DonationsFilter = Omit<DonationsQuery, 'after'>;

export interface DonationListItem {
  /** The donation's public id. */
  id: string;
  /** The donation's reference (K7M2-9QXD): the one the inbox shows. */
  reference: string;
  /** The pledge's reference, which the payment quoted (UPI `tr`, transfer remarks). */
  pledgeReference: string;
  /** When the donor told us (ISO time). */
  toldAt: string;
  name: string;
  email: string;
  amountRupees: number;
  /** What it is for, in words (a centre's name, or "Wherever it is needed most"). */
  purpose: string;
  /** upi, bank, cheque, ... as the donor chose. */
  mode: string;
  /** The day she says she paid (YYYY-MM-DD). */
  paidOn: string;
  transactionRef: string;
  language: string | null;
  money: MoneyStatus;
  /** The number of the receipt in force, once received. */
  receiptNumber: string | null;
  /** The reference of an earlier donation that quoted the same transaction reference. */
  duplicateOf: string | null;
}

export interface DonationsPage {
  items: DonationListItem[];
  total: number;
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
  /** What the purpose filter offers: general, then each centre (value: its key). */
  purposes: { value: string; label: string }[];
}

export interface ReceiptView {
  id: string;
  /** EWF/2026-27/00001 */
  number: string;
  issuedAt: string;
  issuedBy: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** Whether its e-mail to the donor went out (pending, sent, failed), or null without one. */
  email: 'pending' | 'sending' | 'sent' | 'failed' | null;
}

export interface DonationView extends DonationListItem {
  phone: string;
  address: string;
  /** The ID type (pan, aadhaar, ..., none) and its number as stored (Aadhaar masked). */
  idType: string;
  idNumber: string;
  /** Once checked: the day credited and the bank's reference, or why it was not received. */
  creditedOn: string | null;
  bankReference: string | null;
  notReceivedReason: string | null;
  checkedAt: string | null;
  checkedBy: string | null;
  /** Newest first: the one in force, then the cancelled ones. */
  receipts: ReceiptView[];
  /** Whether the signed-in member may mark it and cancel receipts (a treasurer or an admin). */
  mayHandle: boolean;
}
