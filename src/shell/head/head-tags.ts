import type { SiteSettings } from '../../shared/content/types.ts';
import type { ResolvedRoute } from '../routing/route-table.ts';

export interface HeadTags {
  title: string;
  description?: string;
  canonical: string;
  robots?: string;
}

/** The head of a page, from its route: used by the browser and by the prerenderer alike. */
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

function upsert(
  document: Document,
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | undefined,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

export function applyHeadTags(document: Document, head: HeadTags): void {
  document.title = head.title;
  const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });
  upsert(document, 'meta[name="description"]', meta('description'), 'content', head.description);
  upsert(document, 'meta[name="robots"]', meta('robots'), 'content', head.robots);
  upsert(
    document,
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    head.canonical,
  );
}
