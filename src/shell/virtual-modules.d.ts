declare module 'virtual:site-data' {
  import type { PageContent, SiteData } from '../../content/types.ts';
  export const siteData: SiteData;
  export const pageLoaders: Record<string, () => Promise<{ default: PageContent }>>;
}

/** Hindi (hi) and Telugu (te): the same, with translations/<lang>.json laid over pages.json, and the UI strings. */
declare module 'virtual:site-data/*' {
  import type { PageContent, SiteData } from '../../content/types.ts';
  import type { UiStrings } from '../shared/i18n/ui-strings/en.ts';
  export const siteData: SiteData;
  export const pageLoaders: Record<string, () => Promise<{ default: PageContent }>>;
  export const uiStrings: UiStrings;
}
