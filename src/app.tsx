import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { useLocation } from 'wouter';
import { PageBlocks } from './blocks-runtime/page-blocks';
import type { PageContent, SiteData } from './content/types';
import { SiteLayout } from './layout/site-layout';
import { createResolver } from './routing/route-table';
import { usePageContent, type PageLoader } from './routing/use-page-content';
import { useDocumentHead, useScrollOnRouteChange } from './routing/use-route-effects';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/tokens';
import { PageLoadError } from './ui/page-load-error';

export interface AppProps {
  data: SiteData;
  loadPage: PageLoader;
  /** The current page's content when it is already known (prerendered or preloaded). */
  initialPage?: PageContent;
}

export function App({ data, loadPage, initialPage }: AppProps) {
  const [location] = useLocation();
  const resolve = useMemo(() => createResolver(data.routes), [data.routes]);
  const resolved = useMemo(() => resolve(location), [resolve, location]);
  const { content, failed, retry } = usePageContent(resolved.route, loadPage, initialPage);
  useDocumentHead(resolved, data.site);
  useScrollOnRouteChange(location, content?.id);
  // While the next page loads the previous one stays; the layout follows what is on screen.
  const shown = data.routes.find((route) => route.id === content?.id) ?? resolved.route;

  return (
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
            <PageBlocks pagePath={shown.path} blocks={content.blocks} revealSections={content.revealSections} />
          )
        )}
      </SiteLayout>
    </ThemeProvider>
  );
}
