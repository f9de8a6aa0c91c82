import { useEffect, useState } from 'react';
import type { BlockLoader } from '../blocks-runtime/block-loader.ts';
import type { PageContent, RouteInfo } from '../../../content/types.ts';

export type PageLoader = (id: string) => Promise<PageContent>;

interface State {
  content?: PageContent;
  failed?: string;
}

/** Loads a page's content and its block code together; keeps the previous page on screen meanwhile. */
export async function loadPageWithBlocks(
  route: RouteInfo,
  loadPage: PageLoader,
  loader: BlockLoader,
): Promise<PageContent> {
  const [content] = await Promise.all([loadPage(route.id), loader.load(route.blockTypes)]);
  return content;
}

export function usePageContent(route: RouteInfo, loadPage: PageLoader, loader: BlockLoader, initial?: PageContent) {
  const [state, setState] = useState<State>({ content: initial?.id === route.id ? initial : undefined });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the page or the attempt changes
  useEffect(() => {
    if (state.content?.id === route.id) return;
    let current = true;
    loadPageWithBlocks(route, loadPage, loader).then(
      (content) => {
        if (current) setState({ content });
      },
      (error: unknown) => {
        console.error(`Could not load the page ${route.path}:`, error);
        if (current) setState((previous) => ({ ...previous, failed: route.id }));
      },
    );
    return () => {
      current = false;
    };
  }, [route.id, attempt]);

  return {
    content: state.content,
    failed: state.failed === route.id,
    retry: () => {
      setState((previous) => ({ content: previous.content }));
      setAttempt((n) => n + 1);
    },
  };
}
