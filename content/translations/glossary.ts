/**
 * The glossary of each language (translations/glossary.<language>.json): the one word to use for each key
 * term and the variants to avoid (docs/translating.md). pages:check, the dev server and the review sheet
 * warn of a text that does not follow it, located in the file where the text is written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { type CheckedJson, type FileProblem, readCheckedJson } from './checked-json.ts';
import { type Glossary, glossaryFindings, type TermFinding } from './glossary-match.ts';
import { positionInString } from './json-edit.ts';
import type { LoadedSource, SourceText } from './text-source.ts';

export type { Glossary };

export const glossaryFile = (language: TranslatedLanguage, dir = 'translations') =>
  join(dir, `glossary.${language}.json`);

/** The language's glossary; no file is no glossary (and no warning). */
export function loadGlossary(language: TranslatedLanguage, dir = 'translations'): CheckedJson<Glossary> | undefined {
  const file = glossaryFile(language, dir);
  if (!existsSync(file)) return undefined;
  return readCheckedJson<Glossary>(readFileSync(file, 'utf8'), file, 'glossary.schema.json', language, (segments) =>
    segments[0] === 'terms' && typeof segments[1] === 'number'
      ? [`term ${segments[1] + 1}`, ...segments.slice(2).map(String)].join(' > ')
      : segments.map(String).join(' > ') || 'top of the file',
  );
}

/** A warning for each text of `loaded` that does not follow the glossary (texts shown in English are skipped). */
export function glossaryProblems(glossary: Glossary, glossaryName: string, loaded: LoadedSource): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const text of loaded.texts) {
    if (text.text === '' || text.stale) continue;
    for (const finding of glossaryFindings(glossary, text.en, text.text)) {
      const position = loaded.source
        ? positionInString(loaded.source, text.segments, finding.index ?? 0)
        : { line: 1, column: 1 };
      problems.push({
        severity: 'warning',
        file: loaded.file,
        ...position,
        where: whereOfText(text),
        message: findingMessage(finding, glossaryName),
      });
    }
  }
  return problems;
}

/** `/history > /blocks/2/heading`, `site > /navigation/0/label`, `messages.contactStored`. */
export function whereOfText(text: SourceText): string {
  const [first, ...rest] = text.key.split(' ');
  return rest.length ? `${first} > ${rest.join(' ')}` : first;
}

export function findingMessage(finding: TermFinding, glossaryName: string): string {
  const use = finding.term.use.map((words) => `"${words.replace(/\*$/, '…')}"`).join(' or ');
  const why = finding.term.note ? ` (${finding.term.note})` : '';
  if (finding.kind === 'avoided')
    return `"${finding.variant}" translates "${finding.english}" here, but ${glossaryName} says ${use}${why}`;
  return `"${finding.english}" is not translated with ${use}, as ${glossaryName} says${why}; use it, or add this wording to the glossary if it is right here`;
}
