/**
 * Renders one address of the site to HTML for the prerenderer (scripts/prerender.ts).
 * Built with `vite build --ssr`; every block type is available here, and the page's own are loaded first.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { pageLoaders, siteData } from 'virtual:site-data';
import { App } from './app';
import { headTags, type HeadTags } from './head/head-tags';
import { createResolver, type ResolvedRoute } from './routing/route-table';
import { loadPageWithBlocks, type PageLoader } from './routing/use-page-content';

const loadPage: PageLoader = async (id) => (await pageLoaders[id]()).default;
const resolve = createResolver(siteData.routes);

export interface RenderedPage {
  resolved: ResolvedRoute;
  head: HeadTags;
  appHtml: string;
  styleTags: string;
}

export { siteData };

export async function renderPage(path: string): Promise<RenderedPage> {
  const resolved = resolve(path);
  const content = await loadPageWithBlocks(resolved.route, loadPage);
  const sheet = new ServerStyleSheet();
  try {
    const appHtml = renderToString(sheet.collectStyles(
      <Router ssrPath={path}>
        <App data={siteData} loadPage={loadPage} initialPage={content} />
      </Router>,
    ));
    return { resolved, head: headTags(resolved, siteData.site), appHtml, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
