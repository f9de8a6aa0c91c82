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

/** The default of RETENTION_DONATION_MONTHS: the retention years above, in months. */
export const DONATION_RETENTION_MONTHS = TAX_RULES.retentionYears.value * 12;

/** The financial year a day in India falls in, as the portal names it: 2026-27 for 1 April 2026 to 31 March 2027. */
export function financialYearOf(day: Date): string {
  const ist = new Date(day.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
