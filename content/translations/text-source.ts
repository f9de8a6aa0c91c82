/**
 * What a home of texts is (a TextSource: pages.json's translations, the form texts, the server's words...) and
 * what it gives: each text with its English, its translation and its place (text-sources.ts lists the homes).
 */
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { JsonSource, Segment } from '../validation/json-source.ts';
import type { FileProblem } from './checked-json.ts';

export interface SourceText {
  /** The file holding the translation, from the root (translations/hi.json, pages.json). */
  file: string;
  /** The text's place in that file, as the review sheet writes it after the file's name. */
  key: string;
  /** Where a reader meets it: a page's path, or the site's menu, the forms, the e-mails... */
  page: string;
  /** The field, in a reader's words (block 2 (hero) > heading). */
  field: string;
  en: string;
  /** The translation; empty when there is none yet. */
  text: string;
  /** Made from another English than today's (translations/<language>.json): shown in English. */
  stale: boolean;
  /** Where the translation is in the file; the review sheet writes there. */
  segments: Segment[];
}

export interface LoadedSource {
  /** The file as messages name it. */
  file: string;
  /** Its text on disk ('' when there is no file yet). */
  json: string;
  source?: JsonSource;
  texts: SourceText[];
  /** Problems that keep the file from being read (the checker reports them where it checks the file). */
  problems: FileProblem[];
  /** The file a text's correction is written in, when not `file` (the translation file's "code" member). */
  fileFor?(text: SourceText): string;
  /** The text of the file fileFor names, with one text's translation set to `value`. */
  withText(json: string, text: SourceText, value: string): string;
}

export interface SourceContext {
  /** The folder pages.json is in; every file is named from there. */
  root: string;
  language: TranslatedLanguage;
  pagesText: string;
  pagesData: unknown;
  /** pages.json's own name in messages. */
  pagesFile: string;
  /** A file's text as the sources read it (the disk; the review sheet passes its edited copies). */
  read(file: string): string | undefined;
  /** Corrections of the code's words go in the translation file (a draft of the staff area holds no code). */
  codeInTranslations?: boolean;
}

export interface TextSource {
  /** What the texts are, for the count of reviewed texts (the site's pages, the forms...). */
  name: string;
  load(context: SourceContext): LoadedSource | undefined;
}

/** "translations/hi.json /history /blocks/0/heading": how the review sheet and the review record name a text. */
export const whereOf = (text: Pick<SourceText, 'file' | 'key'>) => `${text.file} ${text.key}`;
