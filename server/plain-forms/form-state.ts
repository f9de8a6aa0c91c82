// The state a plain form post's answer page shows its form in (schema/api/form-page.ts), built
// from what the JSON path decided: the same validation errors, split per field instead of joined,
// the values as the visitor sent them, and a sentence for refusals not tied to one field.
import type { FastifyRequest } from 'fastify';
import { checkDateOfBirth } from '../../schema/api/date-of-birth.ts';
import { type FormName, IDEMPOTENCY_FIELD, type ServedFormState } from '../../schema/api/form-page.ts';
import { fill, FORM_TEXTS, translateSentence } from '../../schema/api/form-texts/index.ts';
import type { NoticeLanguage as Language } from '../../schema/api/privacy-notice.ts';
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';
import { type ObjectSchema, problemsByField } from '../../schema/api/validation-messages.ts';
import { type ErrorLike, PublicError, validationWords } from '../http/errors.ts';
import { languageOf } from '../http/request-language.ts';

// C0 controls but tab and line breaks: refused anyway, and they cannot be shown back in a field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const UNSHOWABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** What the visitor typed in the form's declared fields, without the honeypot and the key. */
export function formValues(body: unknown, schema: ObjectSchema | undefined): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const values: Record<string, string> = {};
  for (const [field, raw] of Object.entries(body)) {
    if (field === HONEYPOT_FIELD || field === IDEMPOTENCY_FIELD || !schema?.properties?.[field]) continue;
    // A field sent twice arrives as a list; the first one is what the form showed.
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') values[field] = value.replace(UNSHOWABLE, '');
  }
  return values;
}

/** One sentence per refused field, keyed by field name, in the schema's (the form's) field order. */
export function fieldErrorsOf(
  error: ErrorLike | undefined,
  schema: ObjectSchema | undefined,
  language: Language = 'en',
): Record<string, string> {
  const found = new Map<string, string>();
  if (error instanceof PublicError && error.field) found.set(error.field, translateSentence(error.message, language));
  else if (error?.validation && error.validationContext === 'body') {
    for (const [field, sentence] of problemsByField(error.validation, schema ?? {}, validationWords(language)))
      if (field) found.set(field, sentence);
  }
  return inFieldOrder(found, schema);
}

function inFieldOrder(found: Map<string, string>, schema: ObjectSchema | undefined): Record<string, string> {
  const order = Object.keys(schema?.properties ?? {});
  return Object.fromEntries([...found].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
}

/** "Please try again in 40 seconds." / "in 2 minutes.", from the limiter's Retry-After. */
export function retryAfterSentence(seconds: number, language: Language = 'en'): string {
  const words = FORM_TEXTS[language].server;
  const n = seconds < 60 ? Math.max(1, Math.ceil(seconds)) : Math.ceil(seconds / 60);
  const unit = seconds < 60 ? (n === 1 ? words.second : words.seconds) : n === 1 ? words.minute : words.minutes;
  return fill(words.retryAfter, { wait: fill(unit, { n }) });
}

export interface ErrorStateInput {
  request: FastifyRequest;
  form: FormName;
  status: number;
  /** The sentence the JSON path answers with. */
  message: string;
  /** Seconds until the rate limit lets this client send again (429 only). */
  retryAfter?: number;
  now: () => Date;
}

export function errorState({ request, form, status, message, retryAfter, now }: ErrorStateInput): ServedFormState {
  const schema = request.routeOptions.schema?.body as ObjectSchema | undefined;
  const values = formValues(request.body, schema);
  const language = languageOf(request);
  const texts = FORM_TEXTS[language];
  let fieldErrors = status === 400 ? fieldErrorsOf(request.failure ?? undefined, schema, language) : {};
  // The schema is checked before the date-of-birth rule; say both at once so one round trip fixes all.
  if (form === 'volunteer' && Object.keys(fieldErrors).length > 0 && !fieldErrors.dateOfBirth && values.dateOfBirth) {
    const birth = checkDateOfBirth(values.dateOfBirth.trim(), now());
    const sentence = birth.ok ? undefined : texts[birth.reason === 'age' ? 'minimumAge' : 'dateFormat'];
    if (sentence)
      fieldErrors = inFieldOrder(new Map([...Object.entries(fieldErrors), ['dateOfBirth', sentence]]), schema);
  }
  const sentence =
    status >= 500
      ? texts.somethingWentWrong
      : status === 429 && retryAfter !== undefined
        ? retryAfterSentence(retryAfter, language)
        : Object.keys(fieldErrors).length > 0
          ? undefined
          : message;
  return { form, status: 'error', values, fieldErrors, ...(sentence ? { message: sentence } : {}) };
}
