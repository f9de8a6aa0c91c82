/**
 * A banner highlights its `emphasis` where it appears in its `text` ("2M+" in "...the lives of 2M+
 * people"). Translated, both change (20 लाख से अधिक): when the translated words are not in the translated
 * sentence, the banner shows no highlight, so the check warns.
 */
import type { FileProblem } from './checked-json.ts';
import type { TranslationFile } from './file-shape.ts';

interface PagesShape {
  pages: { path: string; blocks?: { type?: string; text?: unknown; emphasis?: unknown }[] }[];
}

export function emphasisProblems(
  data: unknown,
  translations: TranslationFile | undefined,
  pageKeys: Map<number, string>,
  file: string,
  locate: (segments: (string | number)[]) => { line: number; column: number },
): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const [index, key] of pageKeys) {
    const given = translations?.pages[key];
    (data as PagesShape).pages[index]?.blocks?.forEach((block, b) => {
      if (typeof block.text !== 'string' || typeof block.emphasis !== 'string') return;
      const text = given?.[`/blocks/${b}/text`];
      const emphasis = given?.[`/blocks/${b}/emphasis`];
      const current = (entry: typeof text, english: string) => entry && entry.text !== '' && entry.en === english;
      if (!current(text, block.text) || !current(emphasis, block.emphasis)) return;
      if (text!.text.includes(emphasis!.text)) return;
      problems.push({
        severity: 'warning',
        file,
        ...locate(['pages', key, `/blocks/${b}/emphasis`, 'text']),
        where: `${key} > /blocks/${b}/emphasis`,
        message: `the highlighted words "${emphasis!.text}" are not in the translated text of this banner, so nothing is highlighted; write them exactly as they appear in /blocks/${b}/text`,
      });
    });
  }
  return problems;
}
