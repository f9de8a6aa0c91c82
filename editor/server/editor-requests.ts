/**
 * The bodies of the editor's POSTs, checked for their shape before anything reads a file (#22): a language
 * key must be one the site translates into (a key such as ../package would otherwise name another file), a
 * fingerprint is a SHA-256 in hex, and an overwrite names the version on disk it replaces. The content
 * itself is checked later by the checker of `npm run pages:check`.
 */
import { Ajv, type ErrorObject } from 'ajv';
import type { TranslationFile } from '../../content/translations/file-shape.ts';
import type { PagesFile } from '../../content/types.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { SaveRequest } from './pages-file.ts';
import { Refused } from './session-guard.ts';
import { notALanguage } from './translations-file.ts';

/** Unsaved content to check, with the translations as the editor holds them (hi and te only). */
export interface CheckRequest {
  data: PagesFile;
  translations?: Partial<Record<TranslatedLanguage, TranslationFile>>;
}

const fingerprint = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const byLanguage = (value: object) => ({
  type: 'object',
  propertyNames: { enum: [...TRANSLATED_LANGUAGES] },
  additionalProperties: value,
});

const ajv = new Ajv();
const validators = {
  check: ajv.compile<CheckRequest>({
    type: 'object',
    required: ['data'],
    additionalProperties: false,
    properties: { data: { type: 'object' }, translations: byLanguage({ type: 'object' }) },
  }),
  'delete-picture': ajv.compile<{ src: string }>({
    type: 'object',
    required: ['src'],
    additionalProperties: false,
    properties: { src: { type: 'string', maxLength: 300 } },
  }),
  save: ajv.compile<SaveRequest>({
    type: 'object',
    required: ['data', 'baseHash'],
    additionalProperties: false,
    properties: {
      data: { type: 'object' },
      baseHash: fingerprint,
      translations: byLanguage({
        type: 'object',
        required: ['data', 'baseHash'],
        additionalProperties: false,
        properties: { data: { type: 'object' }, baseHash: fingerprint },
      }),
      overwrite: {
        type: 'object',
        required: ['hash'],
        additionalProperties: false,
        properties: { hash: fingerprint, translationHashes: byLanguage(fingerprint) },
      },
    },
  }),
};

function inPlainWords(error: ErrorObject | undefined): string {
  if (!error) return "The editor's server did not understand this request. Reload the page and try again.";
  const key = error.propertyName ?? (error.params as { propertyName?: string }).propertyName;
  if (key !== undefined) return notALanguage(key);
  if (error.instancePath.startsWith('/overwrite'))
    return "To save over a version changed on disk, the request must give that version's fingerprint, so that a version nobody has seen is never replaced. Reload the page and choose again.";
  return `The editor's server did not understand this request (${error.instancePath || 'its body'} ${error.message}). Reload the page and try again.`;
}

/** The parsed body of a check, save or delete request; Refused (400) with a plain reason when it is not one. */
export function parseEditorRequest(kind: 'check', body: Buffer): CheckRequest;
export function parseEditorRequest(kind: 'save', body: Buffer): SaveRequest;
export function parseEditorRequest(kind: 'delete-picture', body: Buffer): { src: string };
export function parseEditorRequest(kind: keyof typeof validators, body: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new Refused(400, "The request's body is not JSON. Reload the page and try again.");
  }
  const validate = validators[kind];
  if (!validate(value)) throw new Refused(400, inPlainWords(validate.errors?.[0]));
  return value;
}
