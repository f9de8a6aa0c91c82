/**
 * The page renderer the render core (server/site/render/) draws every page with, built with `vite build --ssr`:
 * `createPageRenderer` renders one language's addresses of any site data (the build's and a publish's content,
 * the benchmark's generated pages); `createFormPageRenderer` draws a whole form page in a served state, for the
 * server's answer to a plain post. The content is always given: none is built in.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { blockRegistry, lifeOf, wakeOf } from '../../blocks/registry.ts';
import { App } from './app.tsx';
import { createBlockLoader } from './blocks-runtime/block-loader.ts';
import type { BlockType, SiteData } from '../../content/types.ts';
import { type Language, languageOfPath, pathWithoutLanguage } from '../../schema/api/languages.ts';
import type { UiStrings } from '../shared/i18n/ui-strings/en.ts';
import { uiStrings as hindiStrings } from '../shared/i18n/ui-strings/hi.ts';
import { uiStrings as teluguStrings } from '../shared/i18n/ui-strings/te.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { ServedFormStateContext } from '../shared/forms/served-form.ts';
import { fillTemplate, servedStateScript } from './head/fill-template.ts';
import { alternateLinks, headTags } from './head/head-tags.ts';
import type { RenderedPage, RenderPage } from './head/rendered-page.ts';
import { createResolver } from '../../content/routes.ts';
import { loadPageWithBlocks, type PageLoader } from './routing/load-page.ts';
import type { ImagePreload } from '../shared/ui/image-preload.ts';
import { PriorityImages } from '../shared/ui/responsive-image.tsx';
import type { ReactNode } from 'react';
import { withIslands } from './islands/island-html.tsx';
import { type IslandSlot, IslandSlots } from './islands/island-slots.tsx';

/** Renders addresses of one language; `path` is the whole address, with its /hi or /te. */
export function createPageRenderer(data: SiteData, loadPage: PageLoader, strings?: UiStrings) {
  const resolve = createResolver(data.routes);
  const blockLoader = createBlockLoader(blockRegistry);
  // Every block's code, one after the other in the registry's order, before the first page: styled-components
  // numbers its style groups in the order components are first defined, so the same content gives the same
  // bytes in every process (a build and a publish), whatever order pages or imports happen to finish in.
  const allBlocks = (async () => {
    for (const type of Object.keys(blockRegistry) as BlockType[]) await blockLoader.load([type]);
  })();
  const base = data.language && data.language !== 'en' ? `/${data.language}` : '';
  return async function renderPage(path: string, servedFormState?: ServedFormState): Promise<RenderedPage> {
    await allBlocks;
    const resolved = resolve(pathWithoutLanguage(path));
    const content = await loadPageWithBlocks(resolved.route, loadPage, blockLoader);
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    const islands: IslandSlot[] = [];
    const isIsland = (type: BlockType) => lifeOf(type) === 'island';
    // The contexts every root of the page finds: the whole page's and each island's.
    const around = (node: ReactNode) =>
      sheet.collectStyles(
        <PriorityImages.Provider value={(preload) => imagePreloads.push(preload)}>
          {/* The browser reads the same state from the page (served-form.ts), not from App. */}
          <ServedFormStateContext value={servedFormState}>{node}</ServedFormStateContext>
        </PriorityImages.Provider>,
      );
    try {
      const pageHtml = renderToString(
        around(
          <Router ssrPath={path} base={base}>
            <IslandSlots value={{ slots: islands, isIsland, wakeOf }}>
              <App data={data} route={resolved.route} page={content} blockLoader={blockLoader} strings={strings} />
            </IslandSlots>
          </Router>,
        ),
      );
      const appHtml = withIslands(pageHtml, islands, { loader: blockLoader, strings, ssrPath: path, wrap: around });
      return {
        resolved,
        head: {
          ...headTags(resolved, data.site, data.language, content.description),
          alternates: alternateLinks(resolved, data.site),
        },
        appHtml,
        styleTags: sheet.getStyleTags(),
        imagePreloads,
      };
    } finally {
      sheet.seal();
    }
  };
}

/**
 * The whole page of an address with its form in `state`, as the prerenderer fills it, plus: "Error: "
 * before the title on errors, noindex (the page answers one visitor's post) and the state for the scripts.
 * Over the renderers of the content the server serves (server/site/render/site-content.ts).
 */
export function createFormPageRenderer(
  renderersByLanguage: Record<Language, RenderPage>,
  sitesByLanguage: Record<Language, SiteData['site']>,
): RenderFormPage {
  return async (address, { template, preloads, state }) => {
    const language = languageOfPath(address);
    // The route is the page's path; a confirmation's query (?sent) is not part of it.
    const page = await renderersByLanguage[language](address.replace(/[?#].*$/s, ''), state);
    const prefix = state.status === 'error' ? FORM_TEXTS[language].errorTitlePrefix : '';
    const head = { ...page.head, title: `${prefix}${page.head.title}`, robots: 'noindex' };
    // The head (the shared picture's description, the site's name) in the page's language too.
    return fillTemplate(template, { ...page, head }, sitesByLanguage[language], preloads, servedStateScript(state));
  };
}

export { fillTemplate };
export const uiStringsByLanguage = { hi: hindiStrings, te: teluguStrings };
