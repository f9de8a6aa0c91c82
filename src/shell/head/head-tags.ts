import type { SiteSettings } from '../../shared/content/types.ts';
import type { ResolvedRoute } from '../routing/route-table.ts';

export interface HeadTags {
  title: string;
  description?: string;
  canonical: string;
  robots?: string;
}

/**
 * The head of a page, from its route: used by the browser (apply-head-tags.ts) and by the prerenderer
 * (render-head.ts) alike, so this file needs no DOM.
 */
export function headTags({ route, unknown }: ResolvedRoute, site: SiteSettings): HeadTags {
  const canonicalPath = route.path === '/' ? '/' : route.path;
  return {
    title: route.title,
    ...(route.description ? { description: route.description } : {}),
    // An unknown address shows the home page: point search engines at the real one.
    canonical: `${site.organisation.url}${unknown ? '/' : canonicalPath}`,
    ...(unknown || !route.indexable ? { robots: 'noindex, follow' } : {}),
  };
}
