declare module 'virtual:site-data' {
  import type { PageContent, SiteData } from './content/types';
  export const siteData: SiteData;
  export const pageLoaders: Record<string, () => Promise<{ default: PageContent }>>;
}
