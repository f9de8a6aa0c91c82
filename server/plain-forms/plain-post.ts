// A plain form post's way back to its page: the page it was sent from, when that is one of the
// form's pages on this host, else the form's own page in its language.
import type { FastifyRequest } from 'fastify';
import type { FormName } from '../../schema/api/form-page.ts';
import type { Language } from '../../schema/api/languages.ts';
import type { FormAddresses } from '../site-content/form-addresses.ts';

function hostWithScheme(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * The page the form was sent from (from the Referer: a path on this host that is one of the form's
 * pages, so /contactpage stays as the visitor wrote it), else the form's own page in `language`
 * (the form's: /hi/JoinUs for a Hindi one).
 */
export function formPageOf(
  request: FastifyRequest,
  form: FormName,
  addresses: FormAddresses,
  language: Language = 'en',
): string {
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      // Each Host read with the Referer's scheme, so "example.org:80" matches "http://example.org".
      const hosts = [request.headers.host, request.host].map((host) => host && hostWithScheme(url.protocol, host));
      const path = url.pathname;
      if (hosts.includes(url.host) && path.startsWith('/') && !path.startsWith('//') && addresses.has(form, path)) {
        return path;
      }
    } catch {
      // Not a URL: use the form's page.
    }
  }
  return addresses.home(form, language);
}
