// What the server reads of the content follows the release it serves: called as this instance switches
// to a published revision's site, so the team's e-mails (addresses, organisation, texts), the privacy pages,
// the pages answered to plain form posts and the server's words as a translator corrected them are that
// revision's from the same moment as the pages visitors see.
import type { FastifyInstance } from 'fastify';
import type { PagesFile } from '../../content/types.ts';
import { siteContentOf } from '../site-content/site-content-plugin.ts';
import { parseSiteTranslations } from '../site-content/site-translations.ts';
import { layServerWordCorrections } from '../words/index.ts';
import type { ContentFiles } from './content-files.ts';
import type { Build } from '../site/render/build.ts';
import { contentsOf, formPageRendererOf } from '../site/render/site-content.ts';

/**
 * Serves `files` as the server's content; with the build (none: test renderers), its form pages too, with the
 * fonts of the release's pages under `client`.
 */
export function serveContent(app: FastifyInstance, files: ContentFiles, build: Build | undefined, client?: string) {
  const pages = JSON.parse(files.pagesText) as PagesFile;
  const translations = parseSiteTranslations(files.translations);
  app.replaceSiteContent(siteContentOf(pages, translations));
  layServerWordCorrections(translations);
  const renderFormPage = build && formPageRendererOf(build.entry, contentsOf(files, build.pictureFacts));
  if (renderFormPage) app.formPages.use(renderFormPage, build, client);
  else if (build) app.log.warn('this build cannot draw the pages answered to plain form posts: simple pages instead');
}
