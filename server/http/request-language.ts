// The language a request's answer is in: the form says it (the JSON property or the hidden field
// `language`, sent by Hindi and Telugu pages), else the page it was sent from (the Referer's /hi/ or
// /te/), else English. Schema-checked where the route has a schema; anything else counts as not said.
import type { FastifyRequest } from 'fastify';
import { FORM_TEXTS, type FormTexts } from '../../schema/api/form-texts/index.ts';
import { isLanguage, type Language, languageOfPath } from '../../schema/api/languages.ts';

const remembered = new WeakMap<FastifyRequest, Language>();

/** For a route that reads its own body (the multipart upload): the `language` field it found. */
export function rememberLanguage(request: FastifyRequest, value: unknown): void {
  if (isLanguage(value)) remembered.set(request, value);
}

function refererLanguage(request: FastifyRequest): Language | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return languageOfPath(new URL(referer).pathname);
  } catch {
    return undefined;
  }
}

export function languageOf(request: FastifyRequest): Language {
  const known = remembered.get(request);
  if (known) return known;
  const body = request.body as Record<string, unknown> | null | undefined;
  const said = body && typeof body === 'object' ? body.language : undefined;
  const first = Array.isArray(said) ? said[0] : said;
  if (isLanguage(first)) return first;
  return refererLanguage(request) ?? 'en';
}

/**
 * A server-drawn privacy page's language when nothing stored says it (the link no longer works, the
 * session ended): the emailed link's `lang`, else the form's field or the Referer as above.
 */
export function pageLanguageOf(request: FastifyRequest): Language {
  const said = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(said) ? said : languageOf(request);
}

/** The form texts in the request's language. */
export const textsOf = (request: FastifyRequest): FormTexts => FORM_TEXTS[languageOf(request)];
