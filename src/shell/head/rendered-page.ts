// What the server entry (src/shell/entry-server.tsx, bundled by Vite) hands the render core (server/site/render/).
// Types only, free of React and the DOM: the render core is type-checked as Node code and must not pull in the app.
import type { ServedFormState } from '../../../schema/api/form-page.ts';
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
