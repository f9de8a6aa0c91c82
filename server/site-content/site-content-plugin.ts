// What the server reads of the site's content: the organisation's name, the e-mail settings, the privacy
// notices, which page holds which form. At start it is pages.json's (or the `pagesFile` given); publishing
// replaces it with the published revision's at the moment this instance starts serving its pages, so
// the e-mails, the pages answered to a plain form post and the privacy pages never disagree with the site.
// The server's words take the content's corrections of them at the same moments (server/words/index.ts).
// `app.siteContent` is read at use time (a getter): a slice that keeps it at registration would miss a publish.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { PagesFile } from '../../content/types.ts';
import { layServerWordCorrections } from '../words/index.ts';
import { type FormAddresses, formAddresses } from './form-addresses.ts';
import { readSiteTranslations, type SiteTranslations } from './site-translations.ts';

export interface SiteContent {
  /** The pages file as written (English). */
  pages: PagesFile;
  organisation: string;
  formAddresses: FormAddresses;
  /** translations/<language>.json beside the pages file: the names the server repeats in the reader's language. */
  translations: SiteTranslations;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The content served now (a new object after each publish this instance follows). */
    readonly siteContent: SiteContent;
    /** From now on the server reads `content` (publishing calls it as it switches the site served). */
    replaceSiteContent(content: SiteContent): void;
  }
}

export interface SiteContentOptions {
  /** The pages file; defaults to pages.json in the working folder. */
  pagesFile?: string;
}

export function siteContentOf(pages: PagesFile, translations: SiteTranslations = {}): SiteContent {
  return { pages, organisation: pages.site.organisation.name, formAddresses: formAddresses(pages), translations };
}

/**
 * A value made from the content served now, made again only when the content changes. A new content the
 * value cannot be made from (`make` throws) keeps the last one, and says so in the log once.
 */
export function followingContent<T>(
  app: { readonly siteContent: SiteContent; log: { error(details: object, message: string): void } },
  make: (content: SiteContent) => T,
): () => T {
  let madeFrom = app.siteContent;
  let value = make(madeFrom);
  return () => {
    const content = app.siteContent;
    if (content !== madeFrom) {
      madeFrom = content;
      try {
        value = make(content);
      } catch (error) {
        app.log.error({ err: error }, 'the published content lacks what the server needs; kept the previous');
      }
    }
    return value;
  };
}

export default fp<SiteContentOptions>(
  async (app, options) => {
    const file = options.pagesFile ?? path.resolve('pages.json');
    const pages = JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
    const translations = readSiteTranslations(path.dirname(file));
    let current = siteContentOf(pages, translations);
    layServerWordCorrections(translations);
    app.decorate('siteContent', { getter: () => current });
    app.decorate('replaceSiteContent', (content: SiteContent) => {
      current = content;
    });
  },
  { name: 'site-content' },
);
