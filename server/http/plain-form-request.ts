// Which requests are "plain form posts": a browser sending a form without our script
// (urlencoded, or multipart for the upload) to one of the form endpoints. Those get whole HTML
// pages back; everything else keeps the JSON API exactly as it is: the scripted forms (they send
// Accept: application/json), and scripts and curl (no Accept, or */*), which got JSON before.
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { FormName } from '../../schema/api/form-page.ts';
import { mediaType } from './media-type.ts';

const FORM_BY_PATH = new Map<string, FormName>(
  Object.entries(ENDPOINTS).map(([form, path]) => [path, form as FormName]),
);

const PLAIN_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && Object.hasOwn(ENDPOINTS, value);
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const isJson = (type: string) => type === 'application/json' || /^application\/[^/]+\+json$/.test(type);

/**
 * True when the Accept header asks for a page before JSON. Every browser's form navigation sends
 * text/html first; a caller that names neither (no header, or only *\/*) is an API caller.
 * Written here rather than taken from a negotiation library: it is a sort by q and one look.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranked = accept
    .split(',')
    .map((entry, index) => {
      const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return { type, q: q === undefined ? 1 : Number(q.slice(2)) || 0, index };
    })
    .filter((entry) => entry.type && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => HTML_TYPES.has(entry.type) || isJson(entry.type));
  return first !== undefined && HTML_TYPES.has(first.type);
}

const decided = new WeakMap<FastifyRequest, FormName | null>();

/** The form a plain form post is for, or null for every other request (JSON callers included). */
export function plainFormOf(request: FastifyRequest): FormName | null {
  const known = decided.get(request);
  if (known !== undefined) return known;
  let form: FormName | null = null;
  if (request.method === 'POST') {
    const candidate = FORM_BY_PATH.get(request.url.split('?')[0]);
    const type = mediaType(request);
    if (candidate && PLAIN_TYPES.has(type) && prefersHtml(request.headers.accept)) form = candidate;
  }
  decided.set(request, form);
  return form;
}
