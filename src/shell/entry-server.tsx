/**
 * Renders one address of the site to HTML for the prerenderer (scripts/prerender.ts).
 * Built with `vite build --ssr`; every block type is available here, and the page's own are loaded first.
 * `createPageRenderer` renders any site data: the benchmark (scripts/bench.ts) passes generated pages.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { pageLoaders, siteData } from 'virtual:site-data';
import { blockRegistry } from '../../blocks/registry.ts';
import { App } from './app.tsx';
import { createBlockLoader } from './blocks-runtime/block-loader.ts';
import type { SiteData } from '../shared/content/types.ts';
import { headTags } from './head/head-tags.ts';
import type { RenderedPage } from './head/rendered-page.ts';
import { createResolver } from './routing/route-table.ts';
import { loadPageWithBlocks, type PageLoader } from './routing/use-page-content.ts';
import type { ImagePreload } from '../shared/ui/image-preload.ts';
import { PriorityImages } from '../shared/ui/responsive-image.tsx';

export { siteData };

export function createPageRenderer(data: SiteData, loadPage: PageLoader) {
  const resolve = createResolver(data.routes);
  const blockLoader = createBlockLoader(blockRegistry);
  return async function renderPage(path: string): Promise<RenderedPage> {
    const resolved = resolve(path);
    const content = await loadPageWithBlocks(resolved.route, loadPage, blockLoader);
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    try {
      const appHtml = renderToString(
        sheet.collectStyles(
          <PriorityImages.Provider value={(preload) => imagePreloads.push(preload)}>
            <Router ssrPath={path}>
              <App data={data} loadPage={loadPage} blockLoader={blockLoader} initialPage={content} />
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
