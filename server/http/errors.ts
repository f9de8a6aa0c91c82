// Maps any error raised while handling a request to a status and a sentence for a person.
// Only messages we wrote reach the client; everything else becomes a generic sentence,
// so no stack trace, SQL or library wording ever leaks.
import { FORM_TEXTS, translateSentence } from '../../schema/api/form-texts/index.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import type { NoticeLanguage as Language } from '../../schema/api/privacy-notice.ts';
import {
  describeValidationErrors,
  type ValidationErrorLike,
  type ValidationWords,
} from '../../schema/api/validation-messages.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export { isDatabaseUnavailable };

/**
 * An error whose message was written for the person using the form, so it is safe to send as is.
 * `field` names the form field it is about, so a page drawn by the server can show it beside that field.
 */
export class PublicError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PublicError';
  }
}

export interface ErrorLike {
  code?: string;
  message?: string;
  statusCode?: number;
  validation?: ValidationErrorLike[];
  validationContext?: string;
}

export interface RequestContext {
  /** The body schema of the route, used to name fields by their title. */
  bodySchema?: unknown;
  /** What the route reads, to say which content type to send. */
  expects?: 'json' | 'multipart';
  /** The language to answer in (server/lib/request-language.ts); English by default. */
  language?: Language;
}

/** The validation sentences and field names in `language` (English: the schema's own titles). */
export function validationWords(language: Language): ValidationWords | undefined {
  if (language === 'en') return undefined;
  const texts = FORM_TEXTS[language];
  return {
    validation: texts.validation,
    titles: texts.titles,
    descriptions: texts.descriptions,
    consentRequired: texts.messages.consentRequired,
    refusals: { citizen: texts.messages.foreignContribution },
  };
}

export const CANNOT_SAVE = 'We could not save your form just now. Please try again in a few minutes.';
export const DATABASE_AWAY = 'We cannot reach our database just now. Please try again in a few minutes.';

// Fastify and @fastify/multipart error codes, each with the sentence a person sees.
const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.emptyBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request size header does not match its body.'],
  FST_REQ_FILE_TOO_LARGE: [413, MESSAGES.fileTooLarge],
  FST_FILES_LIMIT: [413, MESSAGES.tooManyFiles],
  FST_FIELDS_LIMIT: [413, MESSAGES.tooManyFields],
  FST_PARTS_LIMIT: [413, MESSAGES.tooManyFields],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, MESSAGES.notMultipart],
};

/** The status and the sentence for a person, in the request's language where we have it in that language. */
export function describeError(error: ErrorLike, context: RequestContext): { status: number; message: string } {
  const language = context.language ?? 'en';
  if (error.validation) {
    const schema = error.validationContext === 'body' ? context.bodySchema : undefined;
    const words = validationWords(language);
    return { status: 400, message: describeValidationErrors(error.validation, (schema ?? {}) as object, words) };
  }
  const { status, message } = describeInEnglish(error, context);
  return { status, message: translateSentence(message, language) };
}

function describeInEnglish(error: ErrorLike, context: RequestContext): { status: number; message: string } {
  if (error instanceof PublicError) return { status: error.statusCode, message: error.message };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, message: context.expects === 'multipart' ? MESSAGES.notMultipart : MESSAGES.notJson };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: context.expects ? CANNOT_SAVE : DATABASE_AWAY };
  }
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return { status: known[0], message: known[1] };

  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: MESSAGES.rateLimited };
  if (status === 503) return { status, message: MESSAGES.unavailable };
  if (status >= 400 && status < 500)
    return { status, message: 'The request could not be processed. Please check it and try again.' };
  return { status: 500, message: MESSAGES.serverError };
}
