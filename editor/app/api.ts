/** The editor page's calls to its dev-server middleware (editor/server/editor-api.ts). */
import type { RJSFSchema } from '@rjsf/utils';
import type { PagesFile } from '../../src/shared/content/types.ts';
import type { TranslatedLanguage } from '../../src/shared/i18n/languages.ts';
import type { TranslationData } from './translations.ts';

export type Segment = string | number;
export interface FieldProblem {
  severity: 'error' | 'warning';
  where: string;
  message: string;
  line: number;
  column: number;
  path: Segment[];
}
export interface BlockKind {
  type: string;
  description: string;
  schema: RJSFSchema;
  example: Record<string, unknown> | undefined;
}
export type TranslationHashes = Record<TranslatedLanguage, string>;
export interface Loaded {
  data: PagesFile;
  hash: string;
  /** Each translation file (a missing one comes as an empty one), its fingerprint and its name. */
  translations: Record<TranslatedLanguage, { data: TranslationData; hash: string; name: string }>;
  problems: FieldProblem[];
}
export type SaveOutcome =
  | { status: 'saved'; hash: string; changed: boolean; translationHashes: Partial<TranslationHashes> }
  | { status: 'conflict'; hash: string; files: string[] }
  | { status: 'invalid'; problems: FieldProblem[] };
export type EditedTranslations = Partial<Record<TranslatedLanguage, { data: TranslationData; baseHash: string }>>;

const API = '/__editor/api/';

async function call<T>(path: string, init?: RequestInit, accept: number[] = [200]): Promise<T> {
  const response = await fetch(API + path, init);
  const body = (await response.json()) as T & { message?: string };
  if (!accept.includes(response.status))
    throw new Error(body.message ?? `The editor's server answered ${response.status}.`);
  return body;
}
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const loadPages = () => call<Loaded>('pages');
export const loadCatalogue = () => call<{ blocks: BlockKind[]; pictures: string[] }>('catalogue');
export const diskHashes = () => call<{ hash: string; translationHashes: TranslationHashes }>('status');
export const checkPages = (data: PagesFile) =>
  call<{ problems: FieldProblem[] }>('check', post({ data })).then(({ problems }) => problems);
export const savePages = (data: PagesFile, baseHash: string, translations: EditedTranslations, overwrite = false) =>
  call<SaveOutcome>('save', post({ data, baseHash, translations, overwrite }), [200, 409, 422]);
export const uploadPicture = (file: File) =>
  call<{ src: string; pictures: string[] }>(
    `pictures?name=${encodeURIComponent(file.name)}`,
    { method: 'POST', body: file },
    [201],
  );
