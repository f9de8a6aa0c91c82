/**
 * What sets a problem right, for a tool that can do it with one click (the section editor): write a value
 * at a place, delete a picture no page uses, or link a page from the menu or footer. `label` says it in a few
 * words, as a button would. Only types: the editor's page (in a browser) reads them too.
 */
import type { Segment } from './json-source.ts';

export type ProblemFix =
  | { kind: 'set'; segments: Segment[]; value: unknown; label: string }
  | { kind: 'delete-picture'; src: string; label: string }
  /** Add a link to this page (its path) to the menu or the footer, where the person chooses. */
  | { kind: 'link-page'; path: string; label: string };
