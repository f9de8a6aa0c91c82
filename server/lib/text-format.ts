// Small text helpers shared by the email renderers.
import { escapeHtml } from './html-page.ts';

/** Every value that reaches HTML goes through it: a sender can type <script> into any field. */
export { escapeHtml };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Month names are ours, not ICU's: ICU versions differ ("Sep" / "Sept").
const IST_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24 Nov 2026, 14:05 IST". */
export function formatIst(date: Date): string {
  const part = Object.fromEntries(IST_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year}, ${part.hour}:${part.minute} IST`;
}

/** The header words of a time column in a spreadsheet: its times are India's. */
export const IN_INDIA_TIME = '(India time, Asia/Kolkata)';

/** "2026-11-24 14:05": an ISO time (or nothing) as India's time, written so a spreadsheet sorts and reads it. */
export function csvTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const part = Object.fromEntries(IST_PARTS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month.padStart(2, '0')}-${part.day.padStart(2, '0')} ${part.hour}:${part.minute}`;
}

/** YYYY-MM-DD (as stored) to DD/MM/YYYY (as the sender typed it). */
export const formatDateOfBirth = (iso: string) => iso.split('-').reverse().join('/');

/** Replaces {name}-style placeholders; the schema only lets known names into pages.json. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** An e-mail's HTML body: each paragraph escaped, its line breaks kept, in the message's language. */
export function paragraphsHtml(language: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return `<!doctype html>\n<html lang="${language}"><body style="font-family:sans-serif;font-size:16px">\n${body}\n</body></html>`;
}
