import type { BlockLoader } from '../blocks-runtime/block-loader.ts';
import type { PageContent, RouteInfo } from '../../../content/types.ts';

export type PageLoader = (id: string) => Promise<PageContent>;

/** Loads a page's content and its block code together. */
export async function loadPageWithBlocks(
  route: RouteInfo,
  loadPage: PageLoader,
  loader: BlockLoader,
): Promise<PageContent> {
  const [content] = await Promise.all([loadPage(route.id), loader.load(route.blockTypes)]);
  return content;
}
