/**
 * Lays a language's translations over pages.json at build time, so each language's route data holds only
 * its own texts. A text without a current translation (missing, empty or stale) stays in English:
 *   - in a page, a section (block) is shown in the language only when all its texts are translated;
 *     otherwise the whole section is shown in English and marked lang="en" (`englishBlocks`), so a screen
 *     reader never reads English words with a Hindi or Telugu voice, and no section mixes two languages;
 *   - in the site settings (menu, footer), each text on its own: the English ones are listed in
 *     `englishTexts`, and the header and footer mark those lang="en".
 * A page's title and description are translated one by one (the head cannot mark a language).
 */
import type { TranslationFile, TranslationTexts } from './file-shape.ts';
import { resolvePointer, type Segment } from './pointer.ts';
import { pageTexts, siteTexts, type TranslatableText } from './translatable.ts';

/** The translation of `text` when it is current (made from today's English and not empty). */
function current(text: TranslatableText, given: TranslationTexts | undefined): string | undefined {
  const entry = given?.[text.pointer];
  return entry && entry.text !== '' && entry.en === text.text ? entry.text : undefined;
}

function setAt(root: unknown, pointer: string, value: string) {
  const found = resolvePointer(root, pointer);
  if (!found) return;
  const segments = found.segments;
  const parent = segments.length === 1 ? root : resolvePointer(root, pointerOf(segments.slice(0, -1)))?.value;
  (parent as Record<string | number, unknown>)[segments[segments.length - 1]] = value;
}

const pointerOf = (segments: Segment[]) =>
  segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The site settings in the language, and the English texts left in them. */
export function localiseSite<Site>(data: { site: Site }, translations: TranslationFile | undefined) {
  const site = structuredClone(data.site);
  const englishTexts = new Set<string>();
  for (const text of siteTexts(data)) {
    const translated = current(text, translations?.site);
    if (translated === undefined) englishTexts.add(text.text);
    else setAt(site, text.pointer, translated);
  }
  return { site, englishTexts: [...englishTexts] };
}

/** One page (by index) in the language, and the positions of its sections left in English. */
export function localisePage<Page extends { path: string }>(
  data: { pages: Page[] },
  index: number,
  translations: TranslationFile | undefined,
) {
  const original = data.pages[index];
  const page = structuredClone(original);
  const given = translations ? givenFor(translations, original.path) : undefined;
  const byBlock = new Map<number, TranslatableText[]>();
  for (const text of pageTexts(data, index)) {
    const block = /^\/blocks\/(\d+)\//.exec(text.pointer);
    if (!block) {
      const translated = current(text, given);
      if (translated !== undefined) setAt(page, text.pointer, translated);
      continue;
    }
    const list = byBlock.get(Number(block[1])) ?? [];
    list.push(text);
    byBlock.set(Number(block[1]), list);
  }
  const englishBlocks: number[] = [];
  for (const [block, texts] of byBlock) {
    const translated = texts.map((text) => current(text, given));
    if (translated.some((text) => text === undefined)) {
      englishBlocks.push(block);
      continue;
    }
    texts.forEach((text, i) => {
      setAt(page, text.pointer, translated[i]!);
    });
  }
  return { page, englishBlocks: englishBlocks.sort((a, b) => a - b) };
}

/** The page's translations, found by its path as written or ignoring case and a final slash. */
function givenFor(translations: TranslationFile, path: string): TranslationTexts | undefined {
  if (translations.pages[path]) return translations.pages[path];
  const loose = (p: string) => p.toLowerCase().replace(/(.)\/+$/, '$1');
  const key = Object.keys(translations.pages).find((candidate) => loose(candidate) === loose(path));
  return key ? translations.pages[key] : undefined;
}
