// What the server entry (src/shell/entry-server.tsx, bundled by Vite) hands the prerenderer (scripts/build/prerender.ts).
// Types only, free of React and the DOM: the prerenderer is type-checked as Node code and must not pull in the app.
import type { RenderFormPage, ServedFormState } from '../../../schema/api/form-page.ts';
import type { PageContent, SiteData } from '../../../content/types.ts';
import type { Language } from '../../../schema/api/languages.ts';
import type { ImagePreload } from '../../shared/ui/image-preload.ts';
import type { ResolvedRoute } from '../../../content/routes.ts';
import type { HeadTags } from './head-tags.ts';

export interface RenderedPage {
  resolved: ResolvedRoute;
  head: HeadTags;
  appHtml: string;
  styleTags: string;
  /** The first screen's main picture, for the head to preload. */
  imagePreloads: ImagePreload[];
}

/** `served`: the state the page's form is drawn in (a page answered to a plain form post). */
export type RenderPage = (path: string, served?: ServedFormState) => Promise<RenderedPage>;

/** The built server entry (dist/server/entry-server.js) as the prerenderer and the benchmark load it. */
export interface ServerEntry {
  renderPage: RenderPage;
  /** Renders any site data: the benchmark passes generated pages and their loader. */
  createPageRenderer(data: SiteData, loadPage: (id: string) => Promise<PageContent>): RenderPage;
  siteData: SiteData;
  /** The site data in each language (texts of Hindi and Telugu laid over the English). */
  siteDataByLanguage: Record<Language, SiteData>;
  /** The server's renderer of a form page answered to a plain post (schema/api/form-page.ts). */
  renderFormPage: RenderFormPage;
}
