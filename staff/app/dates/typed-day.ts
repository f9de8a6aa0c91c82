// A day as a coordinator types it, the way dates are written in India: day/month/year (01/11/2026,
// 1-11-2026, 1.11.2026), or as the phone's date picker gives it (2026-11-01). The inbox's API takes
// YYYY-MM-DD; a date that is not a real day (31/02/2026) is said in words, not as the field's name.

export const DAY_MESSAGE = 'Type the date as day/month/year, for example 01/11/2026.';
export const DAYS_ORDER_MESSAGE = 'This date is before the "Received from" date. Choose a later one.';

const pad = (value: number) => String(value).padStart(2, '0');

/** The day as YYYY-MM-DD when it is a real one. */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 2100 ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** What was typed as YYYY-MM-DD; '' when nothing was typed; undefined when it is not a day. */
export function isoOfTyped(typed: string): string | undefined {
  const text = typed.trim();
  if (text === '') return '';
  const indian = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(text);
  if (indian) return isoDay(Number(indian[3]), Number(indian[2]), Number(indian[1]));
  const picked = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (picked) return isoDay(Number(picked[1]), Number(picked[2]), Number(picked[3]));
  return undefined;
}

/** YYYY-MM-DD as the field shows it: 01/11/2026. */
export function typedOfIso(iso: string | undefined): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}
