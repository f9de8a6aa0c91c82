/** The editor page's calls to its dev-server middleware (editor/server/editor-api.ts). */
import type { RJSFSchema } from '@rjsf/utils';
import type { PagesFile } from '../../src/shared/content/types.ts';

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
export interface Loaded {
  data: PagesFile;
  hash: string;
  problems: FieldProblem[];
}
export type SaveOutcome =
  | { status: 'saved'; hash: string; changed: boolean }
  | { status: 'conflict'; hash: string }
  | { status: 'invalid'; problems: FieldProblem[] };

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
export const diskHash = () => call<{ hash: string }>('status').then(({ hash }) => hash);
export const checkPages = (data: PagesFile) =>
  call<{ problems: FieldProblem[] }>('check', post({ data })).then(({ problems }) => problems);
export const savePages = (data: PagesFile, baseHash: string, overwrite = false) =>
  call<SaveOutcome>('save', post({ data, baseHash, overwrite }), [200, 409, 422]);
export const uploadPicture = (file: File) =>
  call<{ src: string; pictures: string[] }>(
    `pictures?name=${encodeURIComponent(file.name)}`,
    { method: 'POST', body: file },
    [201],
  );
