// The settings that move money: where a donor's UPI payment, bank transfer or cheque goes, and the
// registrations the receipts and Form 10BD name. They are kept in the database (payment_settings), not in
// pages.json, which editors draft: only an admin changes them (payment-settings-routes.ts), and every
// change is audited and e-mailed to every admin at once (a changed UPI ID would divert gifts). Until the
// foundation fills one in, its placeholder is shown, obviously fake and marked as a placeholder.
import type { Queryable } from '../db/database.ts';

export interface PaymentSetting {
  /** Plain words for the admin (and the e-mail to every admin). */
  label: string;
  /** Shown until the foundation sets a value: obviously not real. */
  placeholder: string;
  /** What a value must look like; `must` finishes "The <label> must ...". */
  pattern: RegExp;
  must: string;
  /** May be left empty (the FCRA registration: without one, foreign gifts are refused). */
  optional?: boolean;
}

// \p{Cc}: control characters (line breaks included), which no setting shown on a page may hold.
const TEXT = /^(?!.*\p{Cc})[^<>]{1,200}$/u;
const TEXT_MUST = 'be 1 to 200 characters, without line breaks or < >';

export const PAYMENT_SETTINGS = {
  upiId: {
    label: 'UPI ID (a business, or merchant, UPI ID: some apps refuse a pre-filled amount for a personal one)',
    placeholder: 'placeholder-foundation@upi-example',
    pattern: /^[A-Za-z0-9._-]{2,256}@[A-Za-z0-9.-]{2,64}$/,
    must: 'look like name@bank, for example ewf@okaxis',
  },
  payeeName: {
    label: 'Payee name shown in UPI apps',
    placeholder: 'Example Welfare Foundation (placeholder)',
    pattern: /^[A-Za-z0-9 .&()'-]{2,99}$/,
    must: "be 2 to 99 letters, digits, spaces and . & ( ) ' -",
  },
  bankAccountName: {
    label: 'Bank account name',
    placeholder: 'Example Welfare Foundation (placeholder)',
    pattern: TEXT,
    must: TEXT_MUST,
  },
  bankAccountNumber: {
    label: 'Bank account number',
    placeholder: '000000000000',
    pattern: /^[0-9]{9,18}$/,
    must: 'be 9 to 18 digits',
  },
  bankIfsc: {
    label: 'IFSC of the branch',
    placeholder: 'XXXX0000000',
    pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/,
    must: 'be 11 characters: 4 letters, a zero and 6 letters or digits, like SBIN0001234',
  },
  bankName: {
    label: 'Bank and branch',
    placeholder: 'Example Bank, Example Branch (placeholder)',
    pattern: TEXT,
    must: TEXT_MUST,
  },
  chequePayee: {
    label: 'Cheques and DDs payable to',
    placeholder: 'Example Welfare Foundation (placeholder)',
    pattern: TEXT,
    must: TEXT_MUST,
  },
  postalAddress: {
    label: 'Postal address for cheques and DDs',
    placeholder: '1 Example Road, Example City 000000 (placeholder)',
    pattern: /^(?!.*\p{Cc})[^<>]{5,300}$/u,
    must: 'be 5 to 300 characters, without < >',
  },
  pan: {
    label: "The foundation's PAN",
    placeholder: 'AAAAA0000A',
    pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
    must: 'be 10 characters like ABCDE1234F',
  },
  urn80g: {
    label: '80G unique registration number (URN)',
    placeholder: 'AAAAA0000AE00000 (placeholder)',
    pattern: TEXT,
    must: TEXT_MUST,
  },
  urn80gDate: {
    label: 'Date of the 80G registration (YYYY-MM-DD)',
    placeholder: '2000-01-01',
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    must: 'be a date as YYYY-MM-DD',
  },
  fcraRegistration: {
    label: 'FCRA registration number (empty: the foundation accepts no foreign contributions)',
    placeholder: '',
    pattern: /^$|^[0-9A-Za-z/ -]{5,40}$/,
    must: 'be empty, or 5 to 40 letters, digits, spaces, / and -',
    optional: true,
  },
  fcraAccount: {
    label: 'FCRA account for foreign contributions (the SBI New Delhi Main Branch account the Act requires)',
    placeholder: '',
    pattern: /^$|^(?!.*\p{Cc})[^<>]{5,200}$/u,
    must: 'be empty, or 5 to 200 characters',
    optional: true,
  },
  receiptDays: {
    label: 'Working days within which a receipt follows once the money is seen',
    placeholder: '7',
    pattern: /^[1-9][0-9]?$/,
    must: 'be a whole number from 1 to 99',
  },
  receiptPrefix: {
    label: 'Start of every receipt number (then the financial year and the serial: EWF/2026-27/00001)',
    placeholder: 'EWF',
    pattern: /^[A-Z0-9]{2,12}$/,
    must: 'be 2 to 12 capital letters or digits, like EWF',
  },
  receiptSignatory: {
    label: 'Authorised signatory named on receipts (name and title)',
    placeholder: 'Name of the authorised signatory, Treasurer (placeholder)',
    pattern: TEXT,
    must: TEXT_MUST,
  },
} as const satisfies Record<string, PaymentSetting>;

export type PaymentSettingName = keyof typeof PAYMENT_SETTINGS;
export const PAYMENT_SETTING_NAMES = Object.keys(PAYMENT_SETTINGS) as PaymentSettingName[];

/** Every setting's value (the placeholder where none is set) and which are still placeholders. */
export interface PaymentSettings {
  values: Record<PaymentSettingName, string>;
  placeholders: PaymentSettingName[];
}

export const isPaymentSettingName = (name: string): name is PaymentSettingName => Object.hasOwn(PAYMENT_SETTINGS, name);

/** Why a value cannot be stored, in plain words; undefined when it can. */
export function refusalOf(name: PaymentSettingName, value: string): string | undefined {
  const setting: PaymentSetting = PAYMENT_SETTINGS[name];
  return setting.pattern.test(value) ? undefined : `The ${setting.label.split(' (')[0]} must ${setting.must}.`;
}

export async function readPaymentSettings(db: Queryable): Promise<PaymentSettings> {
  const { rows } = await db.query<{ name: string; value: string }>('SELECT name, value FROM payment_settings');
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const values = {} as Record<PaymentSettingName, string>;
  const placeholders: PaymentSettingName[] = [];
  for (const name of PAYMENT_SETTING_NAMES) {
    const value = stored.get(name);
    values[name] = value ?? PAYMENT_SETTINGS[name].placeholder;
    // An optional setting left empty is a decision (no FCRA registration), not a placeholder.
    if (value === undefined && !('optional' in PAYMENT_SETTINGS[name])) placeholders.push(name);
  }
  return { values, placeholders };
}

/** Stores the values given (already checked); returns the changes, old and new, in declaration order. */
export async function writePaymentSettings(
  tx: Queryable,
  changes: Partial<Record<PaymentSettingName, string>>,
  actor: number,
): Promise<{ name: PaymentSettingName; before: string; after: string }[]> {
  const current = await readPaymentSettings(tx);
  // A value equal to its placeholder (receiptDays 7, receiptPrefix EWF) is stored too: it is then chosen, no longer a placeholder.
  const changed = PAYMENT_SETTING_NAMES.filter(
    (name) =>
      changes[name] !== undefined && (changes[name] !== current.values[name] || current.placeholders.includes(name)),
  ).map((name) => ({ name, before: current.values[name], after: changes[name] as string }));
  for (const change of changed) {
    await tx.query(
      `INSERT INTO payment_settings (name, value, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [change.name, change.after, actor],
    );
  }
  return changed;
}
