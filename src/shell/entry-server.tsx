/**
 * Renders one address of the site to HTML for the prerenderer (scripts/prerender.ts).
 * Built with `vite build --ssr`; every block type is available here, and the page's own are loaded first.
 * `createPageRenderer` renders any site data: the benchmark (scripts/bench.ts) passes generated pages.
 * `renderFormPage` draws a whole form page in a served state, for the server's answer to a plain post.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import * as english from 'virtual:site-data';
import * as hindi from 'virtual:site-data/hi';
import * as telugu from 'virtual:site-data/te';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { App } from './app.tsx';
import { createBlockLoader } from './blocks-runtime/block-loader.ts';
import type { SiteData } from '../shared/content/types.ts';
import { type Language, languageOfPath, pathWithoutLanguage } from '../shared/i18n/languages.ts';
import type { UiStrings } from '../shared/i18n/ui-strings/en.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { ServedFormStateContext } from '../shared/forms/served-form.ts';
import { fillTemplate, servedStateScript } from './head/fill-template.ts';
import { alternateLinks, headTags } from './head/head-tags.ts';
import type { RenderedPage, RenderPage } from './head/rendered-page.ts';
import { createResolver } from './routing/route-table.ts';
import { loadPageWithBlocks, type PageLoader } from './routing/use-page-content.ts';
import type { ImagePreload } from '../shared/ui/image-preload.ts';
import { PriorityImages } from '../shared/ui/responsive-image.tsx';

export const siteData = english.siteData;

/** Each language's site data (Hindi and Telugu with their translations laid over pages.json). */
export const siteDataByLanguage: Record<Language, SiteData> = {
  en: english.siteData,
  hi: hindi.siteData,
  te: telugu.siteData,
};

/** Renders addresses of one language; `path` is the whole address, with its /hi or /te. */
export function createPageRenderer(data: SiteData, loadPage: PageLoader, strings?: UiStrings) {
  const resolve = createResolver(data.routes);
  const blockLoader = createBlockLoader(blockRegistry);
  const base = data.language && data.language !== 'en' ? `/${data.language}` : '';
  return async function renderPage(path: string, servedFormState?: ServedFormState): Promise<RenderedPage> {
    const resolved = resolve(pathWithoutLanguage(path));
    const content = await loadPageWithBlocks(resolved.route, loadPage, blockLoader);
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    try {
      const appHtml = renderToString(
        sheet.collectStyles(
          <PriorityImages.Provider value={(preload) => imagePreloads.push(preload)}>
            <Router ssrPath={path} base={base}>
              {/* The browser reads the same state from the page (served-form.ts), not from App. */}
              <ServedFormStateContext value={servedFormState}>
                <App
                  data={data}
                  loadPage={loadPage}
                  blockLoader={blockLoader}
                  initialPage={content}
                  strings={strings}
                />
              </ServedFormStateContext>
            </Router>
          </PriorityImages.Provider>,
        ),
      );
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

const renderers = {
  en: createPageRenderer(english.siteData, async (id) => (await english.pageLoaders[id]()).default),
  hi: createPageRenderer(hindi.siteData, async (id) => (await hindi.pageLoaders[id]()).default, hindi.uiStrings),
  te: createPageRenderer(telugu.siteData, async (id) => (await telugu.pageLoaders[id]()).default, telugu.uiStrings),
};

/** Any address of the site, in the language its prefix names. */
export const renderPage: RenderPage = (path, servedFormState) => renderers[languageOfPath(path)](path, servedFormState);

/**
 * The whole page of an address with its form in `state`, as the prerenderer fills it, plus: "Error: "
 * before the title on errors, noindex (the page answers one visitor's post) and the state for the scripts.
 */
export const renderFormPage: RenderFormPage = async (address, { template, preloads, state }) => {
  // The route is the page's path; a confirmation's query (?sent) is not part of it.
  const page = await renderPage(address.replace(/[?#].*$/s, ''), state);
  const prefix = state.status === 'error' ? FORM_TEXTS[languageOfPath(address)].errorTitlePrefix : '';
  const head = { ...page.head, title: `${prefix}${page.head.title}`, robots: 'noindex' };
  return fillTemplate(template, { ...page, head }, siteData.site, preloads, servedStateScript(state));
};
