import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { useLocation } from 'wouter';
import type { BlockLoader } from './blocks-runtime/block-loader.ts';
import { PageBlocks } from './blocks-runtime/page-blocks.tsx';
import type { PageContent, SiteData } from '../../content/types.ts';
import { PageLanguageContext, pageLanguageOf } from '../shared/i18n/page-language.ts';
import type { UiStrings } from '../shared/i18n/ui-strings/en.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { createResolver } from '../../content/routes.ts';
import { usePageContent, type PageLoader } from './routing/use-page-content.ts';
import { useDocumentHead, useScrollOnRouteChange } from './routing/use-route-effects.ts';
import { GlobalStyle } from '../shared/theme/global-style.ts';
import { theme } from '../shared/theme/tokens.ts';
import { PageLoadError } from '../shared/ui/page-load-error.tsx';

export interface AppProps {
  data: SiteData;
  loadPage: PageLoader;
  /** The block types this site can render (made from blocks/registry.ts by the entries). */
  blockLoader: BlockLoader;
  /** The current page's content when it is already known (prerendered or preloaded). */
  initialPage?: PageContent;
  /** The words around the content in `data.language` (English when absent). */
  strings?: UiStrings;
}

/** One language's site: its address prefix (/hi, /te) is the router's base, so `location` is without it. */
export function App({ data, loadPage, blockLoader, initialPage, strings }: AppProps) {
  const [location] = useLocation();
  const language = data.language ?? 'en';
  const pageLanguage = useMemo(
    () => pageLanguageOf(language, strings, data.englishTexts),
    [language, strings, data.englishTexts],
  );
  const resolve = useMemo(() => createResolver(data.routes), [data.routes]);
  const resolved = useMemo(() => resolve(location), [resolve, location]);
  const { content, failed, retry } = usePageContent(resolved.route, loadPage, blockLoader, initialPage);
  useDocumentHead(resolved, data.site, language, content?.id === resolved.route.id ? content.description : undefined);
  useScrollOnRouteChange(location, content?.id);
  // While the next page loads the previous one stays; the layout follows what is on screen.
  const shown = data.routes.find((route) => route.id === content?.id) ?? resolved.route;

  return (
    <PageLanguageContext value={pageLanguage}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SiteLayout
          site={data.site}
          chrome={shown.layout !== 'standalone'}
          busy={!content || content.id !== resolved.route.id}
        >
          {failed ? (
            <PageLoadError onRetry={retry} />
          ) : (
            content && (
              <PageBlocks
                pagePath={shown.path}
                loader={blockLoader}
                blocks={content.blocks}
                revealSections={content.revealSections}
                englishBlocks={content.englishBlocks}
              />
            )
          )}
        </SiteLayout>
      </ThemeProvider>
    </PageLanguageContext>
  );
}
