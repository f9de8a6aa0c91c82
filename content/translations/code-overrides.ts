/**
 * Corrections of texts that live in the code, carried in the translation file's "code" member
 * (translations/<language>.json, by where the text is written: "server/words/te.json donations.emailSubject")
 * so that a draft, a publish, an export and `npm run edit` carry them as they carry the pages' translations.
 * A correction is used instead of the code's translation while its "en" is the code's English and it keeps
 * the English's {placeholders}; otherwise the code's own translation is used. No Node API: the server and
 * the checker both lay corrections over a table with it.
 */
import { placeholdersOf } from '../../schema/api/templates.ts';
import type { TranslationFile, TranslationTexts } from './file-shape.ts';

/** The translation file a language's corrections of the code are written in. */
export const codeOverridesFile = (language: string) => `translations/${language}.json`;

/** The "code" member of a translation file's text; none when the text cannot be read. */
export function codeOverridesOf(json: string | undefined): TranslationTexts {
  if (!json) return {};
  try {
    const code = (JSON.parse(json) as Partial<TranslationFile>).code;
    return code && typeof code === 'object' ? code : {};
  } catch {
    return {};
  }
}

/** The correction of a text whose English is `english`, if there is one made from that English. */
export function overrideFor(overrides: TranslationTexts, where: string, english: string): string | undefined {
  const entry = overrides[where];
  if (!entry || typeof entry.text !== 'string' || entry.text === '' || entry.en !== english) return undefined;
  return placeholdersOf(entry.text).join() === placeholdersOf(english).join() ? entry.text : undefined;
}

/** `json` (a translation file's text) with the correction of the text at `where` set. */
export function withOverride(json: string, where: string, english: string, text: string): string {
  const data = JSON.parse(json) as Partial<TranslationFile>;
  const code: TranslationTexts = { ...(data.code ?? {}), [where]: { en: english, text } };
  data.code = Object.fromEntries(Object.entries(code).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(data, null, 2)}\n`;
}

type Table = Record<string, unknown>;

/**
 * A table of the code's words (`translated`, mirroring `english` key for key) with the corrections laid over
 * it; `file` is the table's file as corrections name it (server/words/te.json). The tables are not changed.
 */
export function layOverrides<T>(translated: T, english: Table, overrides: TranslationTexts, file: string): T {
  const copy = structuredClone(translated) as Table;
  for (const where of Object.keys(overrides)) {
    if (!where.startsWith(`${file} `)) continue;
    const path = where.slice(file.length + 1).split('.');
    const en = valueAt(english, path);
    if (typeof en !== 'string' || typeof valueAt(copy, path) !== 'string') continue;
    const text = overrideFor(overrides, where, en);
    if (text === undefined) continue;
    const parent = valueAt(copy, path.slice(0, -1)) as Table;
    parent[path[path.length - 1]] = text;
  }
  return copy as T;
}

function valueAt(node: unknown, path: readonly string[]): unknown {
  let here = node;
  for (const segment of path) {
    if (!here || typeof here !== 'object') return undefined;
    here = (here as Table)[segment];
  }
  return here;
}
