// A revision's content in the shapes the built renderer takes: each language's site data (pages.json with the
// language's translations laid over it, the routes) and each page's content with its notices and its pictures'
// facts (sizes, resized copies). The render core draws pages from it; the server draws its answers to plain
// form posts from it too, so both show the same content.
import { withNotices, yourDataPageName } from '../../../content/form-notices.ts';
import { buildRoutes, normalisePath, pageId } from '../../../content/routes.ts';
import type { TranslationFile } from '../../../content/translations/file-shape.ts';
import { localisePage, localiseSite } from '../../../content/translations/overlay.ts';
import type { PageContent, PagesFile, SiteData } from '../../../content/types.ts';
import type { RenderFormPage } from '../../../schema/api/form-page.ts';
import { type Language, LANGUAGES, languageOfPath } from '../../../schema/api/languages.ts';
import type { ContentFiles } from '../../publishing/content-files.ts';
import type { Build, BuiltEntry, RenderPage } from './build.ts';

const isPicture = (value: object): value is { src: string } =>
  typeof (value as { src?: unknown }).src === 'string' &&
  (value as { src: string }).src.startsWith('/images/') &&
  'alt' in value;

/** Every picture's facts in `value` (a page's content as the build made it), by its address. */
export function collectPictures(value: unknown, into: Map<string, Record<string, unknown>>) {
  if (Array.isArray(value)) for (const item of value) collectPictures(item, into);
  else if (value && typeof value === 'object') {
    if (isPicture(value) && 'width' in value) {
      const { width, height, variants } = value as Record<string, unknown>;
      into.set(value.src, { width, height, ...(variants ? { variants } : {}) });
    }
    for (const item of Object.values(value)) collectPictures(item, into);
  }
}

function withPictureFacts<T>(value: T, facts: Map<string, Record<string, unknown>>): T {
  if (Array.isArray(value)) return value.map((item) => withPictureFacts(item, facts)) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPictureFacts(item, facts)]));
  return (isPicture(value) ? { ...copy, ...facts.get(value.src) } : copy) as T;
}

const parseTranslation = (text: string): TranslationFile | undefined => {
  try {
    return JSON.parse(text) as TranslationFile;
  } catch {
    return undefined;
  }
};

export interface LanguageContent {
  data: SiteData;
  pages: Map<string, PageContent>;
}

/** A language's site data and page contents, as the pages plugin makes them for a build. */
function contentOf(files: ContentFiles, language: Language, facts: Build['pictureFacts']): LanguageContent {
  const english = JSON.parse(files.pagesText) as PagesFile;
  const translations = language === 'en' ? undefined : parseTranslation(files.translations[language]);
  const localised =
    language === 'en'
      ? { site: english.site, pages: english.pages, englishTexts: undefined }
      : (() => {
          const { site, englishTexts } = localiseSite(english, translations);
          return {
            site,
            englishTexts,
            pages: english.pages.map((_, index) => localisePage(english, index, translations).page),
          };
        })();
  const routes = buildRoutes({ ...english, site: localised.site, pages: localised.pages }).map(
    ({ description, ...route }) => route,
  );
  const { notifications, privacy, ...site } = localised.site;
  const data = (
    language === 'en' ? { site, routes } : { site, routes, language, englishTexts: localised.englishTexts }
  ) as SiteData;
  const pages = new Map<string, PageContent>();
  const yourData = yourDataPageName(english, english.site.privacy, translations);
  english.pages.forEach((source, index) => {
    const id = pageId(source.path);
    const { page, englishBlocks } =
      language === 'en' ? { page: source, englishBlocks: [] as unknown[] } : localisePage(english, index, translations);
    const content = {
      id,
      blocks: withNotices(page.blocks, english.site.privacy, language, yourData),
      ...(page.revealSections ? { revealSections: page.revealSections } : {}),
      ...(englishBlocks.length ? { englishBlocks } : {}),
      ...(page.description ? { description: page.description } : {}),
    } as PageContent;
    pages.set(id, withPictureFacts(content, facts));
  });
  return { data, pages };
}

/** Each language's site data and page contents. */
export const contentsOf = (files: ContentFiles, facts: Build['pictureFacts']) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, contentOf(files, language, facts)])) as Record<
    Language,
    LanguageContent
  >;

/** The built renderer of a language's addresses over the revision's content. */
export function pageRendererOf(entry: BuiltEntry, { data, pages }: LanguageContent, language: Language): RenderPage {
  const strings = language === 'en' ? undefined : entry.uiStringsByLanguage?.[language];
  return entry.createPageRenderer(
    data,
    async (id) => {
      const page = pages.get(id);
      if (!page) throw new Error(`No content for page "${id}"`);
      return page;
    },
    strings,
  );
}

/**
 * The pages answered to plain form posts (their form in its state), drawn from `contents` with the built
 * renderer, or undefined for a build made before it offered that.
 */
export function formPageRendererOf(
  entry: BuiltEntry,
  contents: Record<Language, LanguageContent>,
): RenderFormPage | undefined {
  const each = <T>(make: (language: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
  return entry.createFormPageRenderer?.(
    each((language) => pageRendererOf(entry, contents[language], language)),
    each((language) => contents[language].data.site),
  );
}

/**
 * One address's whole page as the render core writes it into a site folder, with its status (404 for an address
 * no page has): the dev server answers each request with it.
 */
export async function renderAddress(
  build: Build,
  files: ContentFiles,
  address: string,
): Promise<{ status: number; html: string }> {
  const language = languageOfPath(address);
  const content = contentsOf(files, build.pictureFacts)[language];
  const page = await pageRendererOf(build.entry, content, language)(address);
  const preloads = build.preloads[normalisePath(address)] ?? build.shellPreloads;
  const html = build.entry.fillTemplate(build.template, page, content.data.site, preloads);
  return { status: page.resolved?.unknown ? 404 : 200, html };
}
