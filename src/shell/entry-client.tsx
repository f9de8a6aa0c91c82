import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { pageLoaders, siteData } from 'virtual:site-data';
import { blockRegistry } from '../../blocks/registry.ts';
import { App } from './app.tsx';
import { createBlockLoader } from './blocks-runtime/block-loader.ts';
import { createResolver } from './routing/route-table.ts';
import { loadPageWithBlocks, type PageLoader } from './routing/use-page-content.ts';

const loadPage: PageLoader = async (id) => {
  const load = pageLoaders[id];
  if (!load) throw new Error(`No content for page "${id}"`);
  return (await load()).default;
};

// Load the first page's content and block code before rendering, so nothing flashes or waits.
const { route } = createResolver(siteData.routes)(window.location.pathname);
const blockLoader = createBlockLoader(blockRegistry);
const initialPage = await loadPageWithBlocks(route, loadPage, blockLoader);
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <Router>
      <App data={siteData} loadPage={loadPage} blockLoader={blockLoader} initialPage={initialPage} />
    </Router>
  </StrictMode>
);
// Prerendered HTML is already on screen: hydrating it as a transition lets React yield to the browser
// every few milliseconds instead of blocking the main thread for the whole page (Total Blocking Time).
if (container.firstElementChild)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
