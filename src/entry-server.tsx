/**
 * Renders one address of the site to HTML for the prerenderer (scripts/prerender.ts).
 * Built with `vite build --ssr`; every block type is available here, and the page's own are loaded first.
 * `createPageRenderer` renders any site data: the benchmark (scripts/bench.ts) passes generated pages.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { pageLoaders, siteData } from 'virtual:site-data';
import { App } from './app';
import type { SiteData } from './content/types';
import { headTags, type HeadTags } from './head/head-tags';
import { createResolver, type ResolvedRoute } from './routing/route-table';
import { loadPageWithBlocks, type PageLoader } from './routing/use-page-content';
import { PriorityImages, type ImagePreload } from './ui/responsive-image';

export interface RenderedPage {
  resolved: ResolvedRoute;
  head: HeadTags;
  appHtml: string;
  styleTags: string;
  /** The first screen's main picture, for the head to preload. */
  imagePreloads: ImagePreload[];
}

export { siteData };

export function createPageRenderer(data: SiteData, loadPage: PageLoader) {
  const resolve = createResolver(data.routes);
  return async function renderPage(path: string): Promise<RenderedPage> {
    const resolved = resolve(path);
    const content = await loadPageWithBlocks(resolved.route, loadPage);
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    try {
      const appHtml = renderToString(
        sheet.collectStyles(
          <PriorityImages.Provider value={(preload) => imagePreloads.push(preload)}>
            <Router ssrPath={path}>
              <App data={data} loadPage={loadPage} initialPage={content} />
            </Router>
          </PriorityImages.Provider>,
        ),
      );
      return { resolved, head: headTags(resolved, data.site), appHtml, styleTags: sheet.getStyleTags(), imagePreloads };
    } finally {
      sheet.seal();
    }
  };
}

export const renderPage = createPageRenderer(siteData, async (id) => (await pageLoaders[id]()).default);
