import { escapeHtml } from '../../../content/escape-html.ts';
import type { SiteSettings } from '../../../content/types.ts';
import type { ImagePreload } from '../../shared/ui/image-preload.ts';
import type { HeadTags } from './head-tags.ts';

/** The <head> tags of a prerendered page: title, description, canonical, robots and social cards. */
export function renderHeadTags(head: HeadTags, site: SiteSettings): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const image = site.socialImage ? `${site.organisation.url}${site.socialImage.src}` : undefined;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.organisation.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.lang.replace('-', '_')),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', site.socialImage?.alt),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Preloads of the first screen's main picture, so it is fetched before the page's scripts rather than
 * after them. The AVIF preload names its type: a browser without AVIF skips it and picks WebP as usual.
 */
export function renderImagePreloads(preloads: ImagePreload[]): string {
  return preloads
    .map(({ href, avifSrcSet, sizes }) =>
      avifSrcSet
        ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(avifSrcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}" fetchpriority="high">`
        : `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`,
    )
    .join('\n    ');
}
