declare module 'virtual:site-data' {
  import type { PageContent, SiteData } from '../shared/content/types.ts';
  export const siteData: SiteData;
  export const pageLoaders: Record<string, () => Promise<{ default: PageContent }>>;
}
