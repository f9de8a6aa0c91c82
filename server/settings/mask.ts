// How a setting's value is shown to a person (the start's refusal, `npm run doctor`): secrets never,
// a password or query inside an address as ***, anything else as typed.
import type { Setting } from './setting.ts';

/** The address with its password and query replaced by ***; the scheme and host stay readable. */
export function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password && !url.search) return value;
    if (url.password) url.password = '***';
    if (url.search) url.search = '?***';
    return url.toString();
  } catch {
    // Not an address at all: keep only what comes before any user:password@.
    return value.replace(/\/\/[^/@]*@/, '//***@');
  }
}

/** The value as a person may see it, quoted; secrets as their length only. */
export function shownValue(setting: Setting, value: string): string {
  if (setting['x-secret'] === 'value') return `a value of ${value.length} characters (not shown)`;
  if (setting['x-secret'] === 'url') return `"${maskUrl(value)}"`;
  return `"${value}"`;
}
