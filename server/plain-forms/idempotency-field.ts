// Served form pages carry a fresh Idempotency-Key in their hidden field, so a plain form post
// (no script to make one) that is sent twice, by a double click or a retry over a bad network,
// is stored once. Pages without the field, or whose field already holds a key, are left alone.
import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_FIELD } from '../../schema/api/form-page.ts';

const KEY_INPUT = new RegExp(`<input\\b[^>]*\\bname=(["']?)${IDEMPOTENCY_FIELD}\\1(?=[\\s/>])[^>]*>`, 'gi');
const VALUE = /\svalue=(["'])(.*?)\1|\svalue=([^\s"'>/]*)/i;

/** 128 random bits, base64url: 22 characters, within the key rules of idempotency-key.ts. */
export const newIdempotencyKey = () => randomBytes(16).toString('base64url');

const isEmpty = (tag: string) => {
  const value = VALUE.exec(tag);
  return !value || (value[2] ?? value[3] ?? '') === '';
};

/** True when the page has the hidden key field with no key in it. */
export function needsIdempotencyKey(html: string): boolean {
  return [...html.matchAll(KEY_INPUT)].some(([tag]) => isEmpty(tag));
}

/** The page with a fresh key in each empty key field. */
export function fillIdempotencyKey(html: string): string {
  return html.replace(KEY_INPUT, (tag) => {
    if (!isEmpty(tag)) return tag;
    const key = newIdempotencyKey();
    return VALUE.test(tag)
      ? tag.replace(VALUE, ` value="${key}"`)
      : tag.replace(/\s*\/?>$/, (end) => ` value="${key}"${end.trim()}`);
  });
}
