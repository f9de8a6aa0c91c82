// The site's files made from its content besides the pages: sitemap.xml, robots.txt, manifest.webmanifest.
// The build writes them (scripts/build/prerender.ts), and publishing into each release (server/publishing).
import type { RouteInfo, SiteSettings } from './types.ts';
import { LANGUAGE_TAGS, LANGUAGES, localisePath } from '../schema/api/languages.ts';

/**
 * Canonical addresses of the pages search engines should list, in every language: no aliases, nothing
 * marked not indexable. Each lists its alternates in all languages and x-default (the English page).
 */
export function sitemapXml(site: SiteSettings, routes: RouteInfo[]): string {
  const urls = routes
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const url = (language: (typeof LANGUAGES)[number]) =>
        `${site.organisation.url}${localisePath(route.path, language)}`;
      const alternates = [
        ...LANGUAGES.map((language) => [LANGUAGE_TAGS[language], url(language)]),
        ['x-default', url('en')],
      ]
        .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('\n');
      return LANGUAGES.map((language) => `  <url>\n    <loc>${url(language)}</loc>\n${alternates}\n  </url>`);
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled: pages kept out of search carry a noindex tag, which crawlers must be allowed to read. */
export function robotsTxt(site: SiteSettings): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.organisation.url}/sitemap.xml`, ''].join('\n');
}

/** The web app manifest, named from the site settings. */
export function webManifest(site: SiteSettings): string {
  return `${JSON.stringify(
    {
      name: site.organisation.name,
      short_name: site.organisation.shortName,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0f3d5c',
      icons: [192, 512].map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
    },
    null,
    2,
  )}\n`;
}
