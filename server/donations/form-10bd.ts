// Form 10BD, Part B: the donations the foundation received in one financial year (April to March, India
// time), one row each in the columns and words of the income tax portal's CSV template (tax-rules.ts
// FORM_10BD), for the treasurer to upload by 31 May. Only donations a treasurer marked received, by the day
// the bank credited them, and not flagged as spam count. A donation without an ID cannot be reported (the template needs one), so it
// is listed apart, in a second file of its own, for the treasurer to ask the donor or to leave out knowingly.
// An Aadhaar number is decrypted here only: the portal needs it whole.
import type { Queryable } from '../db/database.ts';
import { decryptIdNumber } from './id-number.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { FORM_10BD, financialYearDays } from './tax-rules.ts';

export type Form10bdPart = 'part-b' | 'without-id';

export class Form10bdError extends Error {}

export const FINANCIAL_YEAR_MESSAGE =
  'Give the financial year as the portal names it, like 2026-27 (April 2026 to March 2027).';

/** The columns of the list apart: what the treasurer needs to find the donor and the money. */
export const WITHOUT_ID_COLUMNS = [
  'Sl. No.',
  'Reference',
  'Name of donor',
  'Address of donor',
  'Date received',
  'Mode of receipt',
  'Transaction reference',
  'Amount of donation (Indian rupees)',
] as const;

export interface Form10bd {
  year: string;
  /** Part B's rows, cells in FORM_10BD.columns order. */
  rows: string[][];
  /** The donations without an ID, cells in WITHOUT_ID_COLUMNS order. */
  withoutId: string[][];
  /** Rupees in Part B. */
  total: number;
  /** The foundation's settings Part B names that are still placeholders (urn80g, urn80gDate). */
  placeholders: string[];
}

interface ReceivedRow {
  reference: string;
  amount_rupees: number;
  name: string;
  address: string;
  id_type: string;
  id_number: string;
  id_number_encrypted: Buffer | Uint8Array | null;
  payment_mode: string;
  transaction_ref: string;
  /** The day the bank credited it, as DD-MM-YYYY. */
  credited_day: string;
}

/** One line, without what a spreadsheet would run as a formula at its start (the file goes to the portal as typed). */
const plain = (text: string) =>
  text
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[=+\-@\s]+/, '');

/** The Donate form's modes (UPI, bank transfer, cheque or DD) are all the template's electronic modes. */
const modeOf = (mode: string) =>
  ['upi', 'bank', 'cheque'].includes(mode) ? FORM_10BD.modes.electronic : FORM_10BD.modes.others;

/** The received donations of a financial year, split into Part B and the list apart. */
export async function readForm10bd(db: Queryable, secret: Buffer, year: string): Promise<Form10bd> {
  const days = financialYearDays(year);
  if (!days) throw new Form10bdError(FINANCIAL_YEAR_MESSAGE);
  const { rows } = await db.query<ReceivedRow>(
    `SELECT reference, amount_rupees, name, address, id_type, id_number, id_number_encrypted, payment_mode,
            transaction_ref, to_char(credited_on, 'DD-MM-YYYY') AS credited_day
       FROM donations
      WHERE money_status = 'received' AND credited_on >= $1::date AND credited_on < $2::date AND spam_reason IS NULL
      ORDER BY credited_on, id`,
    [days.first, days.after],
  );
  const { values, placeholders } = await readPaymentSettings(db);
  const urnDate = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(values.urn80gDate);
  const form: Form10bd = {
    year: year.trim(),
    rows: [],
    withoutId: [],
    total: 0,
    placeholders: placeholders.filter((name) => name === 'urn80g' || name === 'urn80gDate'),
  };
  for (const row of rows) {
    const code = FORM_10BD.idCodes[row.id_type as keyof typeof FORM_10BD.idCodes];
    if (!code) {
      form.withoutId.push([
        String(form.withoutId.length + 1),
        row.reference,
        plain(row.name),
        plain(row.address),
        row.credited_day,
        modeOf(row.payment_mode),
        row.transaction_ref,
        String(row.amount_rupees),
      ]);
      continue;
    }
    const idNumber =
      row.id_type === 'aadhaar' && row.id_number_encrypted
        ? decryptIdNumber(secret, Buffer.from(row.id_number_encrypted))
        : row.id_number;
    form.rows.push([
      String(form.rows.length + 1),
      '',
      code,
      idNumber,
      FORM_10BD.sectionCode,
      values.urn80g,
      urnDate ? `${urnDate[3]}-${urnDate[2]}-${urnDate[1]}` : values.urn80gDate,
      plain(row.name),
      plain(row.address),
      FORM_10BD.donationTypes.others,
      modeOf(row.payment_mode),
      String(row.amount_rupees),
    ]);
    form.total += row.amount_rupees;
  }
  return form;
}

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * One part as CSV: the header, then a line per row, CRLF line ends, UTF-8 without a byte-order mark
 * (the portal's template is plain comma-separated text; a cell is quoted only when it holds a comma,
 * quote or line break).
 */
export function form10bdCsv(form: Form10bd, part: Form10bdPart): string {
  const [columns, rows] =
    part === 'part-b' ? [FORM_10BD.columns, form.rows] : [WITHOUT_ID_COLUMNS as readonly string[], form.withoutId];
  return `${[columns, ...rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The file's name: form-10bd-2026-27-part-b.csv, form-10bd-2026-27-without-id.csv. */
export const form10bdFileName = (form: Form10bd, part: Form10bdPart) => `form-10bd-${form.year}-${part}.csv`;

/** In words, for the staff page and the command line. */
export function form10bdSummary(form: Form10bd): string {
  const rupees = new Intl.NumberFormat('en-IN').format(form.total);
  const said = [
    `Form 10BD ${form.year}: ${form.rows.length} received donation(s) in Part B, Rs ${rupees} in all.`,
    ...(form.withoutId.length > 0
      ? [
          `${form.withoutId.length} received donation(s) without an ID cannot be reported; they are listed apart (without-id).`,
        ]
      : []),
  ];
  if (form.placeholders.length > 0) {
    said.push('The 80G URN or its date is still a placeholder: set it in Payment settings before filing.');
  }
  return said.join(' ');
}
