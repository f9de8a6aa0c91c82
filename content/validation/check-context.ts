import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Segment } from './json-source.ts';
import type { ProblemFix } from './problem-fix.ts';

export type { ProblemFix };

/** One problem a cross-reference rule found, located by its path in the data. */
export interface CrossProblem {
  severity: 'error' | 'warning';
  segments: Segment[];
  message: string;
  /** Where it is, for a problem that is about no place in the file (a file in public/). */
  where?: string;
  fix?: ProblemFix;
}

export interface BlockLike {
  type: string;
  id?: string;
  [field: string]: unknown;
}
export interface PageLike {
  path: string;
  aliases?: string[];
  description?: string;
  blocks: BlockLike[];
}
export interface NavEntryLike {
  label: string;
  href?: string;
  groups?: unknown[];
}
export interface PagesLike {
  site: { navigation: NavEntryLike[] } & Record<string, unknown>;
  pages: PageLike[];
}

/** What the rules need beyond the data: the folder the site's files are served from. */
export interface CheckContext {
  publicDir: string;
  /** Pictures that exist besides public/ (uploaded from the staff area, kept in the database): "/images/x.jpg". */
  uploaded?: ReadonlySet<string>;
}

export const defaultContext: CheckContext = {
  publicDir: join(dirname(fileURLToPath(import.meta.url)), '../../public/'),
};

/** A rule the schema cannot express: takes schema-valid data, returns located problems. */
export type CrossCheck = (data: PagesLike, context: CheckContext) => CrossProblem[];
