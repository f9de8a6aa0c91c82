import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type * as english from 'virtual:site-data';
import type { SiteData } from '../../content/types.ts';
import { languageOfPath, pathWithoutLanguage } from '../../schema/api/languages.ts';
import type { UiStrings } from '../shared/i18n/ui-strings/en.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { App } from './app.tsx';
import { createBlockLoader } from './blocks-runtime/block-loader.ts';
import { createResolver } from '../../content/routes.ts';
import { loadPageWithBlocks, type PageLoader } from './routing/use-page-content.ts';

// Each language's site data is a chunk of its own, preloaded by the prerendered page: a page carries
// only its language's texts and strings.
const siteModules = {
  en: () => import('virtual:site-data'),
  hi: () => import('virtual:site-data/hi'),
  te: () => import('virtual:site-data/te'),
};
const language = languageOfPath(window.location.pathname);
const site: { siteData: SiteData; pageLoaders: typeof english.pageLoaders; uiStrings?: UiStrings } =
  await siteModules[language]();

const loadPage: PageLoader = async (id) => {
  const load = site.pageLoaders[id];
  if (!load) throw new Error(`No content for page "${id}"`);
  return (await load()).default;
};

// Load the first page's content and block code before rendering, so nothing flashes or waits.
const { route } = createResolver(site.siteData.routes)(pathWithoutLanguage(window.location.pathname));
const blockLoader = createBlockLoader(blockRegistry);
const initialPage = await loadPageWithBlocks(route, loadPage, blockLoader);
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <Router base={language === 'en' ? '' : `/${language}`}>
      <App
        data={site.siteData}
        loadPage={loadPage}
        blockLoader={blockLoader}
        initialPage={initialPage}
        strings={site.uiStrings}
      />
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
