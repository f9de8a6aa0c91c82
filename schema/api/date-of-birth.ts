// Date-of-birth rule shared by the Join Us form (browser) and the API server.
// Pure and dependency-free on purpose: the client bundles it, so no Node APIs here.

/** Youngest age, in whole years, allowed to send the volunteer application (spec section 9). */
export const MINIMUM_AGE = 8;

/** From this age, in whole years, a person agrees for themselves; younger, a parent or guardian must (DPDP Act). */
export const ADULT_AGE = 18;

/** Older than this is treated as a mistyped year (e.g. 0199), so a format error. */
export const MAXIMUM_AGE = 130;

/** Shown when the text is not three parts (separated by '/', '-' or '.') or is not a real calendar date. */
export const DATE_FORMAT_MESSAGE = 'Please enter your date of birth in DD/MM/YYYY format.';

/** Shown when the age cannot be computed as a number or is under MINIMUM_AGE. */
export const MINIMUM_AGE_MESSAGE = `You must be at least ${MINIMUM_AGE} years old to fill this form.`;

export type DateOfBirthResult =
  | { ok: true; age: number; isoDate: string }
  | { ok: false; reason: 'format' | 'age'; message: string };

const formatError: DateOfBirthResult = { ok: false, reason: 'format', message: DATE_FORMAT_MESSAGE };
const ageError: DateOfBirthResult = { ok: false, reason: 'age', message: MINIMUM_AGE_MESSAGE };

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids DST surprises.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Whole years between the birth date and `today`, counting a birthday only once it has come. */
export function ageOnDate(year: number, month: number, day: number, today: Date): number {
  const years = today.getFullYear() - year;
  const monthNow = today.getMonth() + 1;
  const beforeBirthday = monthNow < month || (monthNow === month && today.getDate() < day);
  return beforeBirthday ? years - 1 : years;
}

/** What may stand between day, month and year: people write 15/03/2010, 15-03-2010 and 15.03.2010. */
const SEPARATOR = /[/.-]/;

/**
 * Checks a DD/MM/YYYY date of birth (or DD-MM-YYYY, DD.MM.YYYY).
 * Order follows the spec: three parts, else the format message; a part that is not a number
 * makes the age "not a number", so the age message; then a calendar check (31/02/2000 is a
 * format error), then the minimum age; an age over MAXIMUM_AGE is a mistyped year.
 * `today` is injectable so tests do not depend on the clock.
 */
export function checkDateOfBirth(text: string, today: Date = new Date()): DateOfBirthResult {
  const parts = String(text).trim().split(SEPARATOR);
  if (parts.length !== 3) return formatError;

  const [dayText, monthText, yearText] = parts.map((part) => part.trim());
  if (![dayText, monthText, yearText].every((part) => /^\d+$/.test(part))) return ageError;
  if (dayText.length > 2 || monthText.length > 2 || yearText.length !== 4) return formatError;

  const day = Number(dayText);
  const month = Number(monthText);
  const year = Number(yearText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return formatError;

  const age = ageOnDate(year, month, day, today);
  if (!Number.isFinite(age) || age < MINIMUM_AGE) return ageError;
  if (age > MAXIMUM_AGE) return formatError;

  return { ok: true, age, isoDate: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
