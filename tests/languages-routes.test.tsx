// @vitest-environment node
// Every address of pages.json in English, Hindi and Telugu, rendered as the prerenderer renders it: the
// right <html lang>, the title by the spec's rule (the page's own or the organisation's name; in Hindi
// and Telugu its current translation, else the English), hreflang alternates with x-default, and the
// language switch leading to the same page. Unknown addresses show the language's home page, noindex.
// (Text left in English and its lang="en": src/shell/layout/english-fallback.test.tsx.)
import { describe, expect, it } from 'vitest';
import { renderPage, siteDataByLanguage } from './helpers/repository-renderers.ts';
import { fillTemplate } from '../src/shell/head/fill-template.ts';
import { LANGUAGE_TAGS, LANGUAGES, type Language, localisePath } from '../schema/api/languages.ts';
import { loadTranslations } from '../content/translations/load.ts';
import { readPages } from './helpers/read-pages.ts';
import { escapeHtml } from '../content/escape-html.ts';

const pages = readPages();
const url = pages.site.organisation.url;
const template =
  '<!doctype html><html lang="en-IN"><head><title></title>\n    <!--head-->\n</head><body><div id="root"><!--app-html--></div></body></html>';

function expectedTitle(language: Language, page: (typeof pages.pages)[number]): string {
  const english = page.title ?? pages.site.organisation.name;
  if (language === 'en' || page.title === undefined) return english;
  const entry = loadTranslations(language).data?.pages[page.path]?.['/title'];
  return entry && entry.text !== '' && entry.en === page.title ? entry.text : english;
}

describe.each(LANGUAGES)('every address in %s', (language) => {
  const site = siteDataByLanguage[language].site;
  for (const page of pages.pages) {
    it.each([page.path, ...(page.aliases ?? [])])(`%s`, async (written) => {
      const address = localisePath(written, language);
      const html = fillTemplate(template, await renderPage(address), site, []);
      expect(html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
      expect(html).toContain(`<title>${escapeHtml(expectedTitle(language, page))}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${url}${localisePath(page.path, language)}">`);
      if (page.indexable !== false) {
        for (const other of LANGUAGES)
          expect(html).toContain(
            `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${url}${localisePath(page.path, other)}">`,
          );
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}${page.path}">`);
      }
      // The switch: the same address in the other languages, the current one not a link.
      if (page.layout !== 'standalone')
        for (const other of LANGUAGES.filter((candidate) => candidate !== language))
          expect(html).toContain(`href="${localisePath(written, other)}" hrefLang="${LANGUAGE_TAGS[other]}"`);
    });
  }

  it('an unknown address shows the home page of the language, noindex', async () => {
    const html = fillTemplate(template, await renderPage(localisePath('/no-such-page', language)), site, []);
    expect(html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`<link rel="canonical" href="${url}${localisePath('/', language)}">`);
    expect(html).not.toContain('hreflang="x-default"');
  });

  it("the privacy notice of a form links to the Your data page of the language, named by that page's title", async () => {
    const html = (await renderPage(localisePath('/ContactPage', language))).appHtml;
    const yourData = localisePath('/your-data', language);
    const page = pages.pages.find((candidate) => candidate.path === '/your-data');
    if (!page) throw new Error('pages.json has no /your-data page');
    expect(html).toContain(`<a href="${yourData}">${escapeHtml(expectedTitle(language, page))}</a>`);
  });
});
