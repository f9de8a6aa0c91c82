/**
 * Applies a reviewer's sheet: each filled "corrected" cell replaces its text's translation ("ok" confirms
 * it as it is), in whichever file the text is written, and every text applied is recorded as reviewed by a
 * native speaker (review-record.ts). All or nothing: one refused row (a broken {placeholder}, a text that
 * is not in the language's script, an English changed since the sheet was made, a place that no longer
 * exists) and nothing is written. The files are then read again through the same sources and checks as
 * pages:check; the glossary's remarks on the new texts are warnings.
 */
import { placeholdersOf } from '../../schema/api/templates.ts';
import { validatePagesText } from '../validation/index.ts';
import type { Glossary } from './glossary-match.ts';
import { glossaryFindings } from './glossary-match.ts';
import { findingMessage } from './glossary.ts';
import {
  emptyTranslationFile,
  parseReviewRecord,
  type ReviewRecord,
  reviewRecordFile,
  withReviewed,
} from './review-record.ts';
import { CONFIRM } from './sheet.ts';
import { readSheet, type SheetLine } from './sheet-read.ts';
import { type LoadedSource, type SourceContext, type SourceText, whereOf } from './text-source.ts';
import { loadSources } from './text-sources.ts';

export interface ApplyResult {
  /** Refusals, each naming its row: when there is one, nothing is written. */
  errors: string[];
  warnings: string[];
  /** The files to write (their new text), by name from the root. */
  writes: Map<string, string>;
  corrected: number;
  confirmed: number;
}

const SCRIPT: Record<string, { name: string; letters: RegExp }> = {
  hi: { name: 'Devanagari', letters: /\p{Script=Devanagari}/u },
  te: { name: 'Telugu script', letters: /\p{Script=Telugu}/u },
};

interface Change {
  line: SheetLine;
  text: SourceText;
  value: string;
  confirmed: boolean;
}

export function applySheet(
  csv: string,
  sheetName: string,
  context: SourceContext,
  glossary: Glossary | undefined,
  today: string,
): ApplyResult {
  const sheet = readSheet(csv);
  if (sheet.problems.length)
    return { ...emptyResult(), errors: sheet.problems.map((problem) => `${sheetName}: ${problem}`) };
  const label = (line: SheetLine) => `${sheetName} row ${line.row} (${line.where})`;
  return applyLines(sheet.lines, { name: sheetName, label }, context, glossary, today);
}

const emptyResult = (): ApplyResult => ({ errors: [], warnings: [], writes: new Map(), corrected: 0, confirmed: 0 });

/** Where corrections come from: its name in the review record, and how a refusal names a line. */
export interface LinesFrom {
  name: string;
  label(line: SheetLine): string;
}

/** Applies lines as a sheet's (a correction, or CONFIRM), with the sheet's checks; all or nothing. */
export function applyLines(
  lines: SheetLine[],
  from: LinesFrom,
  context: SourceContext,
  glossary: Glossary | undefined,
  today: string,
): ApplyResult {
  const result = emptyResult();
  const sources = loadSources(context);
  const byWhere = new Map(sources.flatMap((loaded) => loaded.texts.map((text) => [whereOf(text), text] as const)));
  const changes: Change[] = [];
  const seen = new Map<string, number>();
  for (const line of lines) {
    if (line.corrected.trim() === '') continue;
    const refuse = (message: string) => result.errors.push(`${from.label(line)}: ${message}`);
    const text = byWhere.get(line.where);
    if (!text) {
      refuse('there is no such text now (was it moved or removed?); make a new sheet for it');
      continue;
    }
    if (seen.has(line.where)) {
      refuse(`row ${seen.get(line.where)} corrects the same text; keep one of them`);
      continue;
    }
    seen.set(line.where, line.row);
    if (line.english !== text.en) {
      refuse(`the English has changed since the sheet was made (now "${clip(text.en)}"); make a new sheet for it`);
      continue;
    }
    const confirmed = line.corrected.trim().toLowerCase() === CONFIRM;
    const value = confirmed ? text.text : line.corrected.replace(/\s+$/, '').normalize('NFC');
    const problem = confirmed ? confirmProblem(text) : textProblem(text.en, value, context.language);
    if (problem) refuse(problem);
    else changes.push({ line, text, value, confirmed });
  }
  if (result.errors.length) return result;
  return written(changes, sources, context, glossary, from, today, result);
}

function confirmProblem(text: SourceText): string | undefined {
  if (text.text === '')
    return `"${CONFIRM}" confirms a translation, but this text has none yet: write it in "corrected"`;
  if (text.stale)
    return `"${CONFIRM}" cannot confirm it: the English changed since it was translated; write the translation of today's English`;
  return undefined;
}

/** Why a corrected text cannot be taken, in the reviewer's words; undefined when it can. */
export function textProblem(english: string, value: string, language: string): string | undefined {
  if (/\uFFFD|\?{3,}/.test(value) && !/\?{3,}/.test(english))
    return 'its letters were lost when the sheet was saved (question marks or �): in Excel save it as "CSV UTF-8", in Google Sheets download it as CSV';
  const wanted = placeholdersOf(english);
  const given = placeholdersOf(value);
  if (wanted.join() !== given.join()) {
    const lacks = wanted.filter((name) => !given.includes(name));
    const adds = given.filter((name) => !wanted.includes(name));
    const parts = [
      lacks.length ? `it lacks ${lacks.join(', ')}` : '',
      adds.length ? `it has ${adds.join(', ')}, which the English has not` : '',
    ];
    const kept = wanted.length
      ? `keep ${wanted.join(', ')} exactly as in the English`
      : 'the English has no {placeholder}';
    return `the corrected text must ${kept}: ${parts.filter(Boolean).join(' and ') || 'one of them is written twice or misspelt'}`;
  }
  const script = SCRIPT[language];
  if (script && /\p{L}/u.test(english.replace(/\{\w+\}/g, '')) && !script.letters.test(value))
    return `the corrected text is not in ${script.name}; write the translation itself (or "${CONFIRM}" to confirm the current one)`;
  return undefined;
}

function written(
  changes: Change[],
  sources: LoadedSource[],
  context: SourceContext,
  glossary: Glossary | undefined,
  from: LinesFrom,
  today: string,
  result: ApplyResult,
): ApplyResult {
  const files = new Map<string, string>();
  for (const change of changes) {
    if (change.confirmed) continue;
    const loaded = sources.find((source) => source.file === change.text.file)!;
    const target = loaded.fileFor?.(change.text) ?? loaded.file;
    const before =
      files.get(target) ??
      (target === loaded.file ? loaded.json : (context.read(target) ?? emptyTranslationFile(context.language)));
    files.set(target, loaded.withText(before, change.text, change.value));
  }
  // Read everything again as pages:check will: the same sources, the same checks.
  const after: SourceContext = {
    ...context,
    pagesText: files.get(context.pagesFile) ?? context.pagesText,
    read: (file) => files.get(file) ?? context.read(file),
  };
  const pagesCheck = files.has(context.pagesFile) ? validatePagesText(after.pagesText, context.pagesFile) : undefined;
  if (pagesCheck && !pagesCheck.ok)
    result.errors.push(
      ...pagesCheck.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`),
    );
  const reread = loadSources({ ...after, pagesData: pagesCheck?.data ?? context.pagesData });
  result.errors.push(
    ...reread.flatMap((loaded) =>
      loaded.problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`),
    ),
  );
  const now = new Map(reread.flatMap((loaded) => loaded.texts.map((text) => [whereOf(text), text] as const)));
  const reviewed: SourceText[] = [];
  for (const change of changes) {
    const text = now.get(whereOf(change.text));
    if (!text || text.text !== change.value) {
      result.errors.push(`${from.label(change.line)}: the text could not be written there`);
      continue;
    }
    reviewed.push(text);
    for (const finding of glossary ? glossaryFindings(glossary, text.en, text.text) : [])
      result.warnings.push(`${from.label(change.line)}: ${findingMessage(finding, `the glossary`)}`);
  }
  if (result.errors.length) return result;
  // The record is written in the translation file, over the corrections already made to it.
  const recordFile = reviewRecordFile(context.language);
  const recordJson = files.get(recordFile) ?? context.read(recordFile);
  const record = parseReviewRecord(recordJson, context.language);
  if (!record.data) {
    result.errors.push(...record.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`));
    return result;
  }
  result.writes = new Map(files);
  result.writes.set(recordFile, withReviewed(recordJson, record.data as ReviewRecord, reviewed, from.name, today));
  result.corrected = changes.filter((change) => !change.confirmed && change.value !== change.text.text).length;
  result.confirmed = changes.length - result.corrected;
  return result;
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
