// The content as the repository holds it: pages.json's text and each translation file's text. A revision
// stores exactly these texts, so an export writes back what was imported, byte for byte.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';

export interface ContentFiles {
  pagesText: string;
  translations: Record<TranslatedLanguage, string>;
}

/** How many pages a revision's pages.json has (what a publish says it put on the site, in each language). */
export function pageCount(files: ContentFiles): number {
  const pages = (JSON.parse(files.pagesText) as { pages?: unknown[] }).pages;
  return Array.isArray(pages) ? pages.length : 0;
}

/** The base's files with the texts a request replaces (a text left out is the base's). */
export function filesFrom(
  base: ContentFiles,
  texts: { pages?: string; translations?: Partial<Record<TranslatedLanguage, string>> },
): ContentFiles {
  return {
    pagesText: texts.pages ?? base.pagesText,
    translations: { ...base.translations, ...texts.translations },
  };
}

export interface Fingerprints {
  pages: string;
  translations: Record<TranslatedLanguage, string>;
}

export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');

export const fingerprintsOf = (files: ContentFiles): Fingerprints => ({
  pages: fingerprint(files.pagesText),
  translations: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, fingerprint(files.translations[language])]),
  ) as Record<TranslatedLanguage, string>,
});

/** A missing translation file is an empty one, as the editor and the build take it. */
export const emptyTranslation = (language: TranslatedLanguage) =>
  `${JSON.stringify({ language, review: 'needs review by a native speaker', site: {}, pages: {} }, null, 2)}\n`;

/** pages.json and translations/<language>.json of a folder (the repository, or an export). */
export function readContentFolder(dir: string): ContentFiles {
  const pagesText = fs.readFileSync(path.join(dir, 'pages.json'), 'utf8');
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => {
      const file = path.join(dir, 'translations', `${language}.json`);
      return [language, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : emptyTranslation(language)];
    }),
  ) as Record<TranslatedLanguage, string>;
  return { pagesText, translations };
}

const writeAside = (file: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
};

/** Writes the files into `dir` (pages.json, translations/): each aside first, then renamed over the old. */
export function writeContentFolder(dir: string, files: ContentFiles): string[] {
  const written: string[] = [];
  const write = (file: string, text: string) => {
    writeAside(file, text);
    written.push(file);
  };
  write(path.join(dir, 'pages.json'), files.pagesText);
  for (const language of TRANSLATED_LANGUAGES)
    write(path.join(dir, 'translations', `${language}.json`), files.translations[language]);
  return written;
}

/** An uploaded picture's address: /images/, then a name of letters, digits, dots and dashes (no folder, no ..). */
const UPLOADED_ADDRESS = /^\/images\/[a-z0-9][a-z0-9.-]*\.[a-z]+$/;

/**
 * Writes uploaded pictures where the repository keeps pictures (`dir`/public/images/...), for a developer to
 * commit beside the exported pages; a picture already there with the same bytes is left as it is.
 */
export function writePictureFiles(dir: string, pictures: { src: string; data: string }[]): string[] {
  return pictures.flatMap(({ src, data }) => {
    if (!UPLOADED_ADDRESS.test(src)) throw new Error(`${src} is not the address of an uploaded picture.`);
    const file = path.join(dir, 'public', src);
    const bytes = Buffer.from(data, 'base64');
    if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return [];
    writeAside(file, bytes);
    return [file];
  });
}
