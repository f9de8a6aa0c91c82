// The repository's content (pages.json, translations/) drawn as the render core draws it, with the server
// entry's source instead of a build: each language's site data, its page renderer and the form pages'.
import { readContentFolder } from '../../server/publishing/content-files.ts';
import { contentsOf, formPageRendererOf, pageRendererOf } from '../../server/site/render/site-content.ts';
import { type Language, LANGUAGES, languageOfPath } from '../../schema/api/languages.ts';
import type { RenderFormPage } from '../../schema/api/form-page.ts';
import type { RenderPage } from '../../src/shell/head/rendered-page.ts';
import * as entry from '../../src/shell/entry-server.tsx';

export const repositoryContents = contentsOf(readContentFolder('.'), new Map());

const renderers = Object.fromEntries(
  LANGUAGES.map((language) => [language, pageRendererOf(entry, repositoryContents[language], language)]),
) as Record<Language, ReturnType<typeof pageRendererOf>>;

/** Any address of the site, in the language its prefix names. */
export const renderPage = ((path, served) => renderers[languageOfPath(path)](path, served)) as RenderPage;

export const siteDataByLanguage = Object.fromEntries(
  LANGUAGES.map((language) => [language, repositoryContents[language].data]),
) as Record<Language, (typeof repositoryContents)[Language]['data']>;

export const renderFormPage = formPageRendererOf(entry, repositoryContents) as RenderFormPage;
