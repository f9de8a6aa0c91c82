/**
 * What the editor needs from the place its content lives, and nothing about where that is. Its one backend is
 * the server's publishing API (staff/app/pages/staff-editor-backend.ts: drafts in the database, a session
 * cookie and a CSRF token), in the staff area and in `npm run edit` alike. The editor's logic (editor-state.ts
 * and everything below it) speaks only to this interface, so a test gives it a fake one.
 */
import { createContext, useContext } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { Segment } from '../../content/translations/pointer.ts';
import type { ProblemFix } from '../../content/validation/problem-fix.ts';
import type { PagesFile } from '../../content/types.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { TranslationData, Translations } from './translations.ts';

export type { Segment };

/** What sets a problem right in one step, offered as a button beside it (the checker's own fixes). */
export type { ProblemFix };

export interface FieldProblem {
  severity: 'error' | 'warning';
  where: string;
  message: string;
  /** Where the value is in the content: ["pages", 2, "blocks", 0, "heading"], ["site", "navigation", 3]. */
  path: Segment[];
  fix?: ProblemFix;
  /** For the list only: a stale translation (its box under the field says so), or a page's untranslated texts. */
  listOnly?: true;
}
export interface BlockKind {
  type: string;
  /** The type as a volunteer knows it: "Hero (large opening picture)". */
  title: string;
  description: string;
  schema: RJSFSchema;
  /** The shape a new section of this type takes (its words are replaced by neutral ones: starter.ts). */
  example: Record<string, unknown> | undefined;
  /** When a section of this type shows the page's main heading: always, or when these fields have these values. */
  pageHeading?: true | { field: string; value: unknown; fallback: unknown; other: unknown }[];
}
/** The pictures a page may show, and those of them the picker offers to delete. */
export interface PictureChoices {
  pictures: string[];
  /**
   * The pictures uploaded from the editor (a button deletes one no revision shows); the repository's own
   * (public/images) are never deleted from the editor.
   */
  uploaded?: string[];
}
export interface Catalogue extends PictureChoices {
  blocks: BlockKind[];
  /** The site settings' schema (the menu, the footer and the rest of `site`), made whole like a block's. */
  site: RJSFSchema;
}
export type Versions = Record<TranslatedLanguage, string>;
export interface Loaded {
  data: PagesFile;
  /** The version of the content loaded (a fingerprint): a save names it, so nobody's change is overwritten. */
  hash: string;
  /** Each translation file (a missing one comes as an empty one), its version and how messages name it. */
  translations: Record<TranslatedLanguage, { data: TranslationData; hash: string; name: string }>;
  problems: FieldProblem[];
  /** The person's own unsaved work, kept by the autosave (use-autosave.ts), when it differs from `data`. */
  workingCopy?: WorkingCopy;
}
/** Unsaved work kept for the person alone, with the version it started from (`hash` of what was loaded then). */
export interface WorkingCopy {
  data: PagesFile;
  translations: Translations;
  baseHash: string;
  /** When it was kept (ISO 8601). */
  updatedAt: string;
}
/** The versions saved now, which may be newer than the ones loaded. */
export interface SavedVersions {
  hash: string;
  translationHashes: Partial<Versions>;
}
export type SaveOutcome =
  | { status: 'saved'; hash: string; changed: boolean; translationHashes: Partial<Versions> }
  | ({ status: 'conflict'; files: string[] } & SavedVersions)
  | { status: 'invalid'; problems: FieldProblem[] };
export type EditedTranslations = Partial<Record<TranslatedLanguage, { data: TranslationData; baseHash: string }>>;
export interface SaveRequest {
  data: PagesFile;
  baseHash: string;
  translations: EditedTranslations;
  /** The versions saved elsewhere that the person chose to replace (no other is ever replaced). */
  overwrite?: SavedVersions;
}
export interface UploadedPicture extends PictureChoices {
  src: string;
  /** What the person should know about where it was kept and when visitors see it. */
  note?: string;
}

export interface EditorBackend {
  /** How messages name the content: "pages.json". */
  contentName: string;
  /** How the status names a change made by someone or something else: "saved by someone else". */
  changedElsewhere: string;
  /** Who or what may have made it: "another member of staff, perhaps". */
  changedBy: string;
  /** The button that loads the saved version instead: "Load their version". */
  loadSaved: string;
  /** The page the previews draw in (editor/preview/main.tsx, same origin); "/staff/preview.html" when not given. */
  previewPage?: string;
  /**
   * The person is not an admin: the settings only an admin may change are shown read-only, and the texts an
   * admin publishes say so (content/guarded-settings.ts). The server refuses those changes regardless.
   */
  notAdmin?: boolean;
  load(): Promise<Loaded>;
  catalogue(): Promise<Catalogue>;
  /** The versions saved now; polled, so a change made elsewhere is noticed. */
  status(): Promise<SavedVersions>;
  /** The checker's messages (those of `npm run pages:check`) for unsaved content and its translations. */
  check(data: PagesFile, translations: Translations): Promise<FieldProblem[]>;
  save(request: SaveRequest): Promise<SaveOutcome>;
  uploadPicture(file: File): Promise<UploadedPicture>;
  /** Deletes a picture no page uses; refused (an Error with the reason) when the saved content uses it. */
  deletePicture(src: string): Promise<PictureChoices>;
  /**
   * Keeps the person's unsaved work as her working copy (replacing hers), answering when (ISO 8601); only the
   * translations changed are given. Without it the editor has no autosave.
   */
  keepWorkingCopy?(copy: { data: PagesFile; translations: Partial<Translations>; baseHash: string }): Promise<string>;
  /** Deletes her working copy. */
  discardWorkingCopy?(): Promise<void>;
}

export const BackendContext = createContext<EditorBackend | undefined>(undefined);

export function useBackend(): EditorBackend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('The editor was started without a backend (BackendContext).');
  return backend;
}
