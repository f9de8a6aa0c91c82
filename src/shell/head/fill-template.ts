// The page HTML around the app: the built index.html with its markers filled. DOM-free, so both the
// prerenderer (scripts/build/prerender.ts) and the server's renderer of form pages (entry-server.tsx) use it.
import { SERVED_FORM_STATE_ID, type ServedFormState } from '../../../schema/api/form-page.ts';
import type { SiteSettings } from '../../../content/types.ts';
import { inlineScriptTags } from '../../../content/inline-scripts.ts';
import { renderHeadTags, renderImagePreloads } from './render-head.ts';
import type { RenderedPage } from './rendered-page.ts';

/**
 * JSON for a <script type="application/json"> element. It may hold "</script>" or "<!--" (a visitor's
 * values, a page's texts): every "<" is written as \u003c (JSON.parse reads it back), so nothing can close
 * the element or start a comment. The served state and the islands' props both go through here.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The served state as a <script type="application/json"> element. */
export const servedStateScript = (state: ServedFormState): string =>
  `<script type="application/json" id="${SERVED_FORM_STATE_ID}">${scriptJson(state)}</script>`;

export function fillTemplate(
  template: string,
  page: RenderedPage,
  site: SiteSettings,
  preloads: string[],
  /** HTML for the end of the body (e.g. the served form state). */
  bodyEnd = '',
): string {
  // The first screen's picture before the scripts: it is what the visitor waits for.
  const images = page.imagePreloads.length ? `\n    ${renderImagePreloads(page.imagePreloads)}` : '';
  const links = preloads.map((file) => `<link rel="modulepreload" href="/${file}">`).join('\n    ');
  // The page is complete without its scripts, which only make it interactive: they are fetched at low
  // priority, so on a slow network the HTML's picture and the first paint do not queue behind them.
  // Replacements are functions: a "$" in the page's HTML must stay as it is.
  const filled = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.head.lang}"`)
    .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"')
    .replace(
      /<title>.*?<\/title>\s*<!--head-->/s,
      () =>
        `${renderHeadTags(page.head, site)}${images}\n    ${inlineScriptTags()}\n    ${links}\n    ${page.styleTags}`,
    )
    .replace('<!--app-html-->', () => page.appHtml);
  return bodyEnd ? filled.replace('</body>', () => `  ${bodyEnd}\n  </body>`) : filled;
}
