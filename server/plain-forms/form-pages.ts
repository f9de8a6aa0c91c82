// Draws the page a plain form post is answered with. With a build, the front end's own renderer
// (dist/server/entry-server.js, loaded by file path at start, so server/ never imports src/) draws
// the real page with the form in its state, and a Hindi or Telugu page gets its language's web fonts as the
// prerendered pages have them (the template has none); without one, the small pages of fallback-page.ts.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { LANGUAGES, type Language, languageOfPath } from '../../schema/api/languages.ts';
import { builtFontHead, withFontHead } from '../site/render/font-head.ts';
import { fallbackPage } from './fallback-page.ts';
import { fillIdempotencyKey } from './idempotency-field.ts';
import { normalisePath } from '../../content/routes.ts';

export interface FormPages {
  /** The whole HTML of `address` (a path on this site) with its form in `state`, with a fresh key. */
  render(address: string, state: ServedFormState): Promise<string>;
  /**
   * Draws with `renderFormPage` from now on: the published content's, with the build's template and
   * preloads, and the fonts of the pages under `client` (the release's, whose cut may hold more characters).
   * Without a build (simple pages), nothing changes: those name the content's organisation anyway.
   */
  use(renderFormPage: RenderFormPage, client?: string): void;
}

interface Build {
  renderFormPage: RenderFormPage;
  template: string;
  preloads: Record<string, string[]>;
}

/** Each language's font tags in the pages under `client`. */
const fontHeadsOf = (client: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, builtFontHead(client, language)])) as Record<
    Language,
    string
  >;

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/** The build's renderer, template and preloads beside SITE_DIR, or the names of what is missing. */
async function loadBuild(siteDir: string, injected?: RenderFormPage): Promise<Build | string[]> {
  const serverDir = path.resolve(siteDir, '..', 'server');
  const entry = path.join(serverDir, 'entry-server.js');
  let renderFormPage = injected;
  if (!renderFormPage && fs.existsSync(entry)) {
    const module = (await import(pathToFileURL(entry).href)) as { renderFormPage?: RenderFormPage };
    renderFormPage = module.renderFormPage;
  }
  const template = readIfThere(path.join(serverDir, 'template.html'));
  const preloads = readIfThere(path.join(serverDir, 'page-preloads.json'));
  // An injected renderer (tests) needs no build files.
  if (injected) return { renderFormPage: injected, template: template ?? '', preloads: JSON.parse(preloads ?? '{}') };
  const missing = [
    ...(renderFormPage ? [] : [`${entry} (renderFormPage)`]),
    ...(template === undefined ? ['template.html'] : []),
    ...(preloads === undefined ? ['page-preloads.json'] : []),
  ];
  if (missing.length > 0 || !renderFormPage || template === undefined || preloads === undefined) return missing;
  return { renderFormPage, template, preloads: JSON.parse(preloads) };
}

export async function loadFormPages(
  siteDir: string | undefined,
  log: FastifyBaseLogger,
  siteName: () => string,
  injected?: RenderFormPage,
): Promise<FormPages> {
  const build = siteDir || injected ? await loadBuild(siteDir ?? '.', injected) : ['a built site (SITE_DIR)'];
  if (Array.isArray(build)) {
    log.info(`form pages: no page renderer (missing ${build.join(', ')}); plain form posts get simple pages`);
    return {
      render: async (address, state) => fillIdempotencyKey(fallbackPage(siteName(), address, state)),
      use: () => {},
    };
  }
  let renderFormPage = build.renderFormPage;
  let fontHeads = fontHeadsOf(siteDir ?? '.');
  return {
    use(next, client) {
      renderFormPage = next;
      if (client) fontHeads = fontHeadsOf(client);
    },
    async render(address, state) {
      try {
        const preloads = build.preloads[normalisePath(address)] ?? [];
        const html = await renderFormPage(address, { template: build.template, preloads, state });
        return fillIdempotencyKey(withFontHead(html, fontHeads[languageOfPath(address)]));
      } catch (error) {
        // The visitor still gets a readable page; the log says why the real one was not drawn.
        log.error({ err: error }, 'form page renderer failed; sent the simple page');
        return fillIdempotencyKey(fallbackPage(siteName(), address, state));
      }
    },
  };
}
