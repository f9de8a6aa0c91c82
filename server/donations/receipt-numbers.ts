// Receipt numbers: one gap-free series per financial year (India time, April to March), like
// EWF/2026-27/00001. The year's counter is raised inside the transaction that issues the receipt: a
// failed issue rolls its number back, and two issues at once queue on the counter's row lock (on
// Postgres; PGlite runs one transaction at a time), so no number is skipped or given twice. A number
// once issued is never used again: a cancelled receipt keeps its number (receipt-store.ts).
import type { Queryable } from '../db/database.ts';
import { financialYearOf } from './tax-rules.ts';

/** The financial year of a day in India given as YYYY-MM-DD: 2026-03-31 → 2025-26, 2026-04-01 → 2026-27. */
export const financialYearOfDay = (day: string) => financialYearOf(new Date(`${day}T12:00:00+05:30`));

/** The next serial of the year's series, taken for the calling transaction. */
export async function nextSerial(tx: Queryable, financialYear: string): Promise<number> {
  const { rows } = await tx.query<{ last_serial: number }>(
    `INSERT INTO receipt_series (financial_year, last_serial) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_serial = receipt_series.last_serial + 1
     RETURNING last_serial`,
    [financialYear],
  );
  return Number(rows[0].last_serial);
}

/** EWF/2026-27/00001: the prefix (an admin's setting), the year, the serial in five digits (more past 99,999). */
export const receiptNumber = (prefix: string, financialYear: string, serial: number) =>
  `${prefix}/${financialYear}/${String(serial).padStart(5, '0')}`;
