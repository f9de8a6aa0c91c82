// @vitest-environment node
// No English on a Hindi or Telugu page. Every address of pages.json is rendered in Hindi and
// Telugu as the prerenderer renders it (and each form page as the server draws it after a plain post,
// refused and sent); what a reader meets (text, title, description, alt texts, labels, placeholders) holds
// no Latin-script word but the names the glossaries keep, addresses, digits and reference codes.
import { describe, expect, it } from 'vitest';
import type { FormName } from '../schema/api/form-page.ts';
import {
  LANGUAGE_NAMES,
  type TranslatedLanguage,
  TRANSLATED_LANGUAGES,
  localisePath,
} from '../schema/api/languages.ts';
import { renderFormPage, renderPage, siteDataByLanguage } from './helpers/repository-renderers.ts';
import { fillTemplate } from '../src/shell/head/fill-template.ts';
import { keptNames, latinWordsInContext, shownText } from './helpers/latin-words.ts';
import { readPages } from './helpers/read-pages.ts';

const pages = readPages();
const allowed = [...keptNames(pages), pages.site.organisation.name, ...Object.values(LANGUAGE_NAMES)];
const template =
  '<!doctype html><html lang="en-IN"><head><title></title>\n    <!--head-->\n</head><body><div id="root"><!--app-html--></div></body></html>';

describe.each(TRANSLATED_LANGUAGES)('every page in %s', (language: TranslatedLanguage) => {
  const site = siteDataByLanguage[language].site;
  it.each(pages.pages.map((page) => page.path))('%s says nothing in English', async (path) => {
    const html = fillTemplate(template, await renderPage(localisePath(path, language)), site, []);
    expect(latinWordsInContext(shownText(html), allowed)).toEqual([]);
  });

  const formOf: Record<string, FormName> = { 'contact-form': 'contact', 'join-form': 'volunteer' };
  const formPages = pages.pages.flatMap((page) =>
    page.blocks.flatMap((block): [string, FormName][] => (formOf[block.type] ? [[page.path, formOf[block.type]]] : [])),
  );
  it.each(formPages)('%s after a plain post (%s), refused and sent', async (path, form) => {
    const address = localisePath(path, language);
    const refused = await renderFormPage(address, {
      template,
      preloads: [],
      state: { form, status: 'error', values: {}, fieldErrors: {} },
    });
    const sent = await renderFormPage(address, { template, preloads: [], state: { form, status: 'submitted' } });
    expect(latinWordsInContext(shownText(refused), allowed)).toEqual([]);
    expect(latinWordsInContext(shownText(sent), allowed)).toEqual([]);
  });
});
