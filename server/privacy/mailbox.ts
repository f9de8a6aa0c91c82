// Addresses as mailboxes. The forms store only what their JSON Schema's `email` format accepts
// (ASCII), so "your data" accepts exactly that too: an address that is not the same after NFKC and
// lower-casing (a Kelvin sign for K once matched someone else's data and got their link) can never
// have been stored, and is refused rather than matched.
// For counting e-mails per recipient, several spellings of one mailbox must count as one, or a
// limit per address is a limit per spelling: case, a +tag, and for Gmail the dots in the name.
import { domainToASCII } from 'node:url';
import { createAjv } from '../lib/ajv.ts';

const emailFormat = createAjv().compile({ type: 'string', format: 'email', maxLength: 254 });

/** True for an address the forms could have stored: the schemas' own `email` rule. */
export const isStorableAddress = (address: string) => emailFormat(address);

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as a key for limits (never stored as such: it is hashed). Merging
 * two distinct mailboxes here only makes their shared limit stricter, never looser.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().normalize('NFKC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0];
  let domain = domainToASCII(lower.slice(at + 1)) || lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
