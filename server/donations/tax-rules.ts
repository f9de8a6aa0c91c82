// What Indian tax law says about gifts to the foundation, kept in one place so a change of the law is
// one edit here. Each value names the rule it comes from, as the foundation's adviser should confirm it.
// The Income-tax Act, 2025 applies from 1 April 2026 and renumbers the 1961 Act's sections and forms;
// the names below are the ones donors and the income tax portal still use, with the new Act's place
// where we know it. The foundation's chartered accountant checks these before each filing season.

export const TAX_RULES = {
  /** The deduction a donor claims (Income-tax Act, 1961, section 80G; Income-tax Act, 2025, Schedule VIII as we read it). */
  deductionSection: { name: '80G', rule: 'Income-tax Act, 1961, s. 80G; Income-tax Act, 2025, Schedule VIII' },
  /** The foundation's yearly statement of donations (Income-tax Rules, 1962, rule 18AB; section 80G(5)(viii)). */
  statementForm: { name: 'Form 10BD', rule: 'Income-tax Rules, 1962, r. 18AB(1)' },
  /** The certificate each donor gets after the statement is filed (rule 18AB(2)). */
  certificateForm: { name: 'Form 10BE', rule: 'Income-tax Rules, 1962, r. 18AB(2)' },
  /** The statement is due by this day after the financial year (rule 18AB(1)): 31 May. */
  statementDue: { month: 5, day: 31, rule: 'Income-tax Rules, 1962, r. 18AB(1)' },
  /** A gift in cash above this many rupees gives no deduction (section 80G(5D)). */
  cashLimitRupees: { value: 2000, rule: 'Income-tax Act, 1961, s. 80G(5D)' },
  /**
   * How long a trust keeps its books, and so the records of each donation (rule 17AA(4): ten years
   * from the end of the assessment year, as we read it). The default of RETENTION_DONATION_MONTHS.
   */
  retentionYears: { value: 10, rule: 'Income-tax Rules, 1962, r. 17AA(4)' },
  /** Foreign contributions need a registration under the Foreign Contribution (Regulation) Act, 2010 (s. 11). */
  foreignContribution: { name: 'FCRA', rule: 'Foreign Contribution (Regulation) Act, 2010, s. 11' },
} as const;

/**
 * Part B of Form 10BD as the income tax portal's CSV template has it: its columns in order, and the words
 * of its drop-down lists (the template's Annexure I and II and its lists of donation types and modes).
 * The portal's instructions for the template (read through the `search` tool; docs/donations.md cites
 * them) confirm the columns, their order and that the ID code is PAN or Aadhaar when the donor has either;
 * the sources we could read do not show the drop-down lists' exact spellings, so these follow the form's
 * own words, and the treasurer checks them against a fresh template before each filing (the portal's
 * validation refuses a file whose words differ; it does not take them silently).
 */
export const FORM_10BD = {
  rule: "Income-tax Rules, 1962, r. 18AB(1) and Form 10BD Part B; the portal's CSV template and its instructions",
  columns: [
    'Sl. No.',
    'Pre Acknowledgement Number',
    'ID Code',
    'Unique Identification Number',
    'Section Code',
    'Unique Registration Number (URN)',
    'Date of Issuance of Unique Registration Number',
    'Name of donor',
    'Address of donor',
    'Donation Type',
    'Mode of receipt',
    'Amount of donation (Indian rupees)',
  ],
  /** The ID code of each ID the Donate form takes (its idType), and the tax identification number it does not. */
  idCodes: {
    pan: 'Permanent Account Number',
    aadhaar: 'Aadhaar Number',
    tin: 'Tax Identification Number',
    passport: 'Passport number',
    voter: "Elector's photo identity number",
    driving: 'Driving License number',
    ration: 'Ration card number',
  },
  /** The section the donor claims under (Annexure II). */
  sectionCode: 'Section 80G',
  /**
   * A gift for the foundation's or a centre's general use is "Others"; "Corpus" only when the donor
   * directs in writing that it forms part of the corpus; "Specific grant" for a grant tied to a purpose
   * by its giver's terms. The Donate form asks for neither, so its gifts are "Others".
   */
  donationTypes: { corpus: 'Corpus', specificGrant: 'Specific grant', others: 'Others' },
  /** UPI, bank transfers, cheques and DDs are all "electronic modes including account payee cheque/draft". */
  modes: {
    cash: 'Cash',
    kind: 'Kind',
    electronic: 'Electronic modes including account payee cheque/draft',
    others: 'Others',
  },
  /** Dates in the template are day-month-year. */
  dateFormat: 'DD-MM-YYYY',
  /** The template's longest ID number and URN; a longer one is refused by the portal. */
  maxIdLength: 75,
  maxUrnLength: 100,
} as const;

/** The default of RETENTION_DONATION_MONTHS: the retention years above, in months. */
export const DONATION_RETENTION_MONTHS = TAX_RULES.retentionYears.value * 12;

/** The first day of a financial year ("2026-27") and the first day after it, as YYYY-MM-DD; undefined when it is not one. */
export function financialYearDays(year: string): { first: string; after: string } | undefined {
  const match = /^(20[0-9]{2})-([0-9]{2})$/.exec(year.trim());
  if (!match) return undefined;
  const start = Number(match[1]);
  if (Number(match[2]) !== (start + 1) % 100) return undefined;
  return { first: `${start}-04-01`, after: `${start + 1}-04-01` };
}

/** The financial year a day in India falls in, as the portal names it: 2026-27 for 1 April 2026 to 31 March 2027. */
export function financialYearOf(day: Date): string {
  const ist = new Date(day.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
