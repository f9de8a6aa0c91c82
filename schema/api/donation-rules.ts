// The donation form's rules that JSON Schema cannot say, shared by the Donate form (browser) and the API:
// the amount, the ID for the 80G deduction, the day paid and the UPI reference. Each refusal is an
// English sentence of DONATION_MESSAGES; form-texts/hi.json and te.json give it in Hindi and Telugu.
// Pure and dependency-free: the client bundles it.

/** The amounts the page offers, in rupees, and the least and most any gift may be. */
export const DONATION_AMOUNTS = [500, 1000, 2500, 5000] as const;
export const MIN_DONATION_RUPEES = 1;
export const MAX_DONATION_RUPEES = 10_000_000;

export const DONATION_MESSAGES = {
  amountInvalid: 'Please enter the amount in whole rupees, from 1 to 1,00,00,000 (one crore).',
  foreignContribution:
    'We are sorry: we can accept gifts only from Indian citizens. The law on foreign contributions (FCRA) does not allow the foundation to accept them without a registration, which it does not have. Nothing you typed has been kept.',
  foreignContributionFcra:
    'We are sorry: this form takes gifts only from Indian citizens. The law on foreign contributions (FCRA) lets the foundation accept a gift from anyone else only into its separate FCRA account: {account} (FCRA registration {registration}). Nothing you typed has been kept.',
  idPan: 'Please enter the PAN as 10 characters, like ABCDE1234F.',
  idAadhaar: 'Please enter the Aadhaar number as 12 digits.',
  idNeeded: 'Please enter the number of the ID you chose, or choose "No ID".',
  paidOnInvalid: 'Please enter the day you paid as DD/MM/YYYY: not in the future, and within the last year.',
  utrInvalid: 'Please enter the 12-digit UTR (UPI reference number) your UPI app shows for the payment.',
  pledgeUnknown: 'We cannot find this gift reference. Please start again from the Donate page.',
} as const;

export type DonationMessage = keyof typeof DONATION_MESSAGES;

/** The rupees of a pledge: the chosen amount, or the other amount typed (commas allowed); undefined when invalid. */
export function pledgeRupees(amount: string, otherAmount = ''): number | undefined {
  const typed = amount === 'other' ? otherAmount.replace(/,/g, '') : amount;
  if (!/^[0-9]{1,9}$/.test(typed)) return undefined;
  const rupees = Number(typed);
  return rupees >= MIN_DONATION_RUPEES && rupees <= MAX_DONATION_RUPEES ? rupees : undefined;
}

const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const compact = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** The ID number as stored: PAN upper-cased, Aadhaar as 12 digits, others upper-cased and trimmed; '' without an ID. */
export function normalisedIdNumber(idType: string, idNumber: string): string {
  if (idType === 'none') return '';
  if (idType === 'pan' || idType === 'aadhaar') return compact(idNumber);
  return idNumber.trim().toUpperCase();
}

/** The day paid as YYYY-MM-DD, from DD/MM/YYYY (or - .), when it is a real day in the last year and not after today. */
export function paidOnIso(text: string, today: Date): string | undefined {
  const match = /^([0-9]{1,2})[/.-]([0-9]{1,2})[/.-]([0-9]{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  // A day as India counts it: the donor's today may be the server's tomorrow.
  const indiaToday = new Date(today.getTime() + 330 * 60_000);
  const latest = Date.UTC(indiaToday.getUTCFullYear(), indiaToday.getUTCMonth(), indiaToday.getUTCDate());
  if (date.getTime() > latest || date.getTime() < latest - 366 * 86_400_000) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface DonationDetails {
  idType?: string;
  idNumber?: string;
  paidOn?: string;
  mode?: string;
  transactionRef?: string;
}

/** The fields these rules refuse, each with its message's key. */
export function donationProblems(
  details: DonationDetails,
  today: Date,
): Partial<Record<keyof DonationDetails, DonationMessage>> {
  const problems: Partial<Record<keyof DonationDetails, DonationMessage>> = {};
  const id = normalisedIdNumber(details.idType ?? 'none', details.idNumber ?? '');
  if (details.idType === 'pan' && !PAN.test(id)) problems.idNumber = 'idPan';
  else if (details.idType === 'aadhaar' && !/^[0-9]{12}$/.test(id)) problems.idNumber = 'idAadhaar';
  else if (details.idType && details.idType !== 'none' && id.length < 5) problems.idNumber = 'idNeeded';
  if (details.paidOn && !paidOnIso(details.paidOn, today)) problems.paidOn = 'paidOnInvalid';
  if (
    details.mode === 'upi' &&
    details.transactionRef !== undefined &&
    !/^[0-9]{12}$/.test(details.transactionRef.replace(/\s/g, ''))
  )
    problems.transactionRef = 'utrInvalid';
  return problems;
}

/** The foundation's FCRA registration and the account foreign contributions go to. */
export interface FcraAccount {
  registration: string;
  account: string;
}

/**
 * Why a donor who is not an Indian citizen cannot give through this form, from `messages` (the page's
 * language): with an FCRA registration, where her gift may go instead; without one, that it cannot be taken.
 */
export function foreignContributionRefusal(
  messages: Record<'foreignContribution' | 'foreignContributionFcra', string>,
  fcra?: FcraAccount,
): string {
  if (!fcra?.registration) return messages.foreignContribution;
  return messages.foreignContributionFcra
    .replace('{account}', fcra.account)
    .replace('{registration}', fcra.registration);
}

/** An Aadhaar number as it may be shown: only its last four digits. */
export const maskedAadhaar = (digits: string) => `XXXX XXXX ${digits.slice(-4)}`;
