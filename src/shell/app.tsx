import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import type { BlockLoader } from './blocks-runtime/block-loader.ts';
import { PageBlocks } from './blocks-runtime/page-blocks.tsx';
import type { PageContent, RouteInfo, SiteData } from '../../content/types.ts';
import { PageLanguageContext, pageLanguageOf } from '../shared/i18n/page-language.ts';
import type { UiStrings } from '../shared/i18n/ui-strings/en.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { GlobalStyle } from '../shared/theme/global-style.ts';
import { theme } from '../shared/theme/tokens.ts';

export interface AppProps {
  data: SiteData;
  /** The page's route and its content, whose block code `blockLoader` has loaded. */
  route: RouteInfo;
  page: PageContent;
  /** The block types this site can render (made from blocks/registry.ts by the server entry). */
  blockLoader: BlockLoader;
  /** The words around the content in `data.language` (English when absent). */
  strings?: UiStrings;
}

/**
 * One page of one language's site, as the server renders it (every page is rendered on the server: links are
 * ordinary page loads). The address prefix (/hi, /te) is the router's base.
 */
export function App({ data, route, page, blockLoader, strings }: AppProps) {
  const language = data.language ?? 'en';
  const pageLanguage = useMemo(
    () => pageLanguageOf(language, strings, data.englishTexts),
    [language, strings, data.englishTexts],
  );
  return (
    <PageLanguageContext value={pageLanguage}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SiteLayout site={data.site} chrome={route.layout !== 'standalone'}>
          <PageBlocks
            pagePath={route.path}
            loader={blockLoader}
            blocks={page.blocks}
            revealSections={page.revealSections}
            englishBlocks={page.englishBlocks}
          />
        </SiteLayout>
      </ThemeProvider>
    </PageLanguageContext>
  );
}
