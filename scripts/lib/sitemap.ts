import type { RouteInfo, SiteSettings } from '../../src/shared/content/types.ts';

/** Canonical addresses of the pages search engines should list: no aliases, nothing marked not indexable. */
export function sitemapXml(site: SiteSettings, routes: RouteInfo[]): string {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) => `  <url><loc>${site.organisation.url}${route.path === '/' ? '/' : route.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
