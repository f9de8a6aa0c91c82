import type { SiteSettings } from '../../../content/types.ts';
import { LANGUAGE_TAGS, LANGUAGES, type Language, localisePath } from '../../../schema/api/languages.ts';
import type { ResolvedRoute } from '../../../content/routes.ts';

export interface HeadTags {
  title: string;
  description?: string;
  canonical: string;
  robots?: string;
  /** The page's language, for <html lang> and og:locale. */
  lang: string;
  /** The same page in every language (hreflang) and x-default, for the prerendered head (alternateLinks). */
  alternates?: { hreflang: string; href: string }[];
}

/**
 * The head of a page, from its route, written into the page by render-head.ts; this file needs no DOM.
 */
export function headTags(
  { route, unknown }: ResolvedRoute,
  site: SiteSettings,
  language: Language = 'en',
  /** The page's description, from its content when the routes carry none (in the browser). */
  description = route.description,
): HeadTags {
  // An unknown address shows the home page: point search engines at the real one.
  const path = unknown ? '/' : route.path;
  return {
    title: route.title,
    ...(description ? { description } : {}),
    canonical: `${site.organisation.url}${localisePath(path, language)}`,
    ...(!unknown && route.indexable ? {} : { robots: 'noindex, follow' }),
    lang: LANGUAGE_TAGS[language],
  };
}

/**
 * The same page in every language and x-default (the English one), for the prerendered head only: the
 * browser keeps the first page's, as a page changes language only by a new load. None for a page kept
 * out of search or an unknown address.
 */
export function alternateLinks({ route, unknown }: ResolvedRoute, site: SiteSettings) {
  if (unknown || !route.indexable) return [];
  const url = (lang: Language) => `${site.organisation.url}${localisePath(route.path, lang)}`;
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: LANGUAGE_TAGS[lang], href: url(lang) })),
    { hreflang: 'x-default', href: url('en') },
  ];
}
