// Draws the page a plain form post is answered with. Once the server serves content with a build (the
// publishing plugin hands it over for the first published revision, the repository's, and for each one after),
// the render core draws the real page with the form in its state, and a Hindi or Telugu page gets its
// language's web fonts as the site's pages have them (the template has none); until then, and without a build,
// the small pages of fallback-page.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { LANGUAGES, type Language, languageOfPath } from '../../schema/api/languages.ts';
import { builtFontHead, withFontHead } from '../site/render/font-head.ts';
import { fallbackPage } from './fallback-page.ts';
import { fillIdempotencyKey } from './idempotency-field.ts';
import { normalisePath } from '../../content/routes.ts';

/** What a form page is drawn in besides its content: the build's template and each address's preloads. */
export interface FormPageFrame {
  template: string;
  preloads: Record<string, string[]>;
}

export interface FormPages {
  /** The whole HTML of `address` (a path on this site) with its form in `state`, with a fresh key. */
  render(address: string, state: ServedFormState): Promise<string>;
  /** Draws with `renderFormPage` in `frame` from now on, with the fonts of the pages under `client`. */
  use(renderFormPage: RenderFormPage, frame: FormPageFrame, client?: string): void;
}

/** Each language's font tags in the pages under `client`. */
const fontHeadsOf = (client: string | undefined) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, client ? builtFontHead(client, language) : ''])) as Record<
    Language,
    string
  >;

/** `injected`: a test's renderer, used from the start with an empty frame. */
export function formPages(log: FastifyBaseLogger, siteName: () => string, injected?: RenderFormPage): FormPages {
  let drawing = injected && { renderFormPage: injected, frame: { template: '', preloads: {} } as FormPageFrame };
  let fontHeads = fontHeadsOf(undefined);
  return {
    use(renderFormPage, frame, client) {
      drawing = { renderFormPage, frame };
      fontHeads = fontHeadsOf(client);
    },
    async render(address, state) {
      if (drawing) {
        try {
          const { renderFormPage, frame } = drawing;
          const preloads = frame.preloads[normalisePath(address)] ?? [];
          const html = await renderFormPage(address, { template: frame.template, preloads, state });
          return fillIdempotencyKey(withFontHead(html, fontHeads[languageOfPath(address)]));
        } catch (error) {
          // The visitor still gets a readable page; the log says why the real one was not drawn.
          log.error({ err: error }, 'form page renderer failed; sent the simple page');
        }
      }
      return fillIdempotencyKey(fallbackPage(siteName(), address, state));
    },
  };
}
