// The privacy notice of each form ends with a link to the Your data page: named by that page's title in the
// page's language (pages.json, translations/), never by its bare address, and leading to the page in that
// language. The forms are drawn from the content as the prerender and the server's form pages have it.
import { readFileSync } from 'node:fs';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import ContactForm from '../blocks/contact-form/index.tsx';
import JoinForm from '../blocks/join-form/index.tsx';
import { yourDataPageName } from '../content/form-notices.ts';
import { pageId } from '../content/routes.ts';
import type { TranslationFile } from '../content/translations/file-shape.ts';
import type { PrivacySettings } from '../schema/api/privacy-notice.ts';
import { type Language, LANGUAGES, localisePath } from '../schema/api/languages.ts';
import { contentsOf } from '../server/site/render/site-content.ts';
import { PageLanguageContext, pageLanguageOf } from '../src/shared/i18n/page-language.ts';
import { uiStrings as hindiStrings } from '../src/shared/i18n/ui-strings/hi.ts';
import { uiStrings as teluguStrings } from '../src/shared/i18n/ui-strings/te.ts';
import { theme } from '../src/shared/theme/tokens.ts';

const read = (file: string) => readFileSync(file, 'utf8');
const files = {
  pagesText: read('pages.json'),
  translations: { hi: read('translations/hi.json'), te: read('translations/te.json') },
};
const contents = contentsOf(files, new Map());
const pagesFile = JSON.parse(files.pagesText) as {
  site: { privacy: { yourDataHref: string } };
  pages: { path: string; title?: string }[];
};
const yourDataHref = pagesFile.site.privacy.yourDataHref;

/** The Your data page's title as written in pages.json, or in the language's translation file. */
function titleIn(language: Language): string | undefined {
  if (language === 'en') return pagesFile.pages.find((page) => page.path === yourDataHref)?.title;
  const translation = JSON.parse(files.translations[language]) as {
    pages: Record<string, Record<string, { text?: string }>>;
  };
  return translation.pages[yourDataHref]?.['/title']?.text;
}

const STRINGS = { en: undefined, hi: hindiStrings, te: teluguStrings };
/** Each form block, given its content as the page's block list has it. */
type FormBlock = ComponentType<Record<string, unknown>>;
const FORMS: [string, FormBlock][] = [
  ['/ContactPage', ContactForm as unknown as FormBlock],
  ['/JoinUs', JoinForm as unknown as FormBlock],
];

/** The form's page in `language`, drawn as the server draws it, as a document. */
function drawn(language: Language, path: string, Form: FormBlock): Document {
  const page = contents[language].pages.get(pageId(path));
  const block = page?.blocks[0] as Record<string, unknown> | undefined;
  if (!block?.notice) throw new Error(`${path} in ${language} has no notice`);
  const html = renderToString(
    <Router ssrPath={localisePath(path, language)} base={language === 'en' ? '' : `/${language}`}>
      <ThemeProvider theme={theme}>
        <PageLanguageContext.Provider value={pageLanguageOf(language, STRINGS[language])}>
          <Form {...block} />
        </PageLanguageContext.Provider>
      </ThemeProvider>
    </Router>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe("the notice's link to the Your data page", () => {
  it('is named in English, marked as English, where the title has no current translation', () => {
    const untranslated = { ...(JSON.parse(files.translations.hi) as TranslationFile), pages: {} };
    expect(yourDataPageName(pagesFile, pagesFile.site.privacy as PrivacySettings, untranslated)).toEqual({
      name: 'Your data',
      english: true,
    });
  });

  it('has a title to show in every language', () => {
    expect(LANGUAGES.map(titleIn)).toEqual(['Your data', 'आपका डेटा', expect.stringMatching(/\S/)]);
  });

  for (const language of LANGUAGES) {
    it.each(FORMS)(
      `%s in ${language}: named by the page's title, leading to the page in that language`,
      (path, Form) => {
        const document = drawn(language, path, Form);
        const address = localisePath(yourDataHref, language);
        const links = [...document.querySelectorAll(`a[href="${address}"]`)];
        expect(links.map((link) => link.textContent)).toEqual([titleIn(language)]);
        // No link anywhere in the notice reads as a bare address.
        const texts = [...document.querySelectorAll('a')].map((link) => link.textContent ?? '');
        expect(texts.filter((text) => text.startsWith('/'))).toEqual([]);
      },
    );
  }
});
