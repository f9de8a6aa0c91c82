// Publishing from the staff area: the API's paths and the shapes it answers with, shared by the server
// (server/publishing/) and the staff app. The pages area (STAFF_AREAS.pages: editor and admin). What each
// request sends is its schema in schema/api/publishing/ (types generated into generated/route-types.ts).
// No Node API, no dependency.
import type { TranslatedLanguage } from './languages.ts';

export type { KeepWorkingCopyBody, SaveDraftBody, UploadPictureBody } from './generated/route-types.ts';

export const PUBLISHING_API = {
  /** GET → ContentState: the current draft and the published revision, with their texts. */
  content: '/api/staff/content',
  /** POST SaveDraftBody → 201 { revision } ; 409 when the draft moved on since `baseRevision`. */
  drafts: '/api/staff/content/drafts',
  /** POST { revision? } (or SaveDraftBody without base, to check unsaved texts) → ContentCheck. */
  check: '/api/staff/content/check',
  /** POST { revision, note } → 200 PublishAnswer; 422 with the checker's messages; 409 if the draft moved on. */
  publish: '/api/staff/content/publish',
  /** GET ?limit= → RevisionView[]: published revisions, newest first. */
  history: '/api/staff/content/history',
  /** GET ?from=&to= → PageChanges[]: what changed in words, page by page and section by section. */
  diff: '/api/staff/content/diff',
  /** POST { revision, note } → PublishAnswer: publishes that earlier revision's content as a new one. */
  rollBack: '/api/staff/content/roll-back',
  /** POST { on } → sets (or clears) the preview cookie: this browser sees the draft on the site while signed in. */
  preview: '/api/staff/content/preview',
  /** GET → ContentStatus: the draft's and the published revision's numbers only (the editor polls it). */
  status: '/api/staff/content/status',
  /** GET → the section editor's catalogue: each block type's schema, the site settings' schema, the pictures. */
  catalogue: '/api/staff/content/catalogue',
  /** GET → PictureList; POST UploadPictureBody → 201 UploadedPictureAnswer (400/409/429 with the reason). */
  pictures: '/api/staff/content/pictures',
  /** POST { src } → PictureList: deletes an uploaded picture no revision names (409 while one does). */
  deletePicture: '/api/staff/content/pictures/delete',
  /**
   * The signed-in member's own working copy, nobody else's: GET → WorkingCopyState; PUT KeepWorkingCopyBody →
   * KeptWorkingCopy (replaces hers; 413 over the draft's size limit); DELETE → deletes hers.
   */
  workingCopy: '/api/staff/content/working-copy',
} as const;

/**
 * The staff area's pages the preview banner (server/site/preview-banner.ts) links to: the section editor, and
 * the Pages page with `?preview=off`, which stops the preview on arrival (a POST with the session's CSRF token).
 */
export const PREVIEW_LINKS = {
  editor: '/staff/pages/edit',
  stop: '/staff/pages?preview=off',
} as const;

/** Every picture a page may show: the repository's (public/images) and the uploaded ones, as addresses. */
export interface PictureList {
  pictures: string[];
  /** Those of `pictures` uploaded from the staff area: the section editor offers to delete these (not the repository's). */
  uploaded: string[];
}

export interface UploadedPictureAnswer extends PictureList {
  /** The address a page writes: /images/<name>. */
  src: string;
  /** The AVIF and WebP copies made of it (none for a small SVG, which needs none). */
  copies: number;
}

/**
 * Where the draft's preview stands: being drawn (never while a visitor waits), ready to see on the site, held
 * back by the checker's errors (only a draft the checker passes is drawn), or failed to draw (the reason).
 */
export interface PreviewStatus {
  revision: number;
  state: 'rendering' | 'ready' | 'errors' | 'failed';
  /** The checker's error count ('errors') or the reason it could not be drawn ('failed'). */
  errors?: number;
  message?: string;
}

export interface ContentStatus {
  draft: number;
  published: number;
  /** The draft's preview, once one was asked for. */
  preview?: PreviewStatus;
}

/** A revision's texts: pages.json and each translation file, as the repository holds them. */
export interface ContentTexts {
  pages: string;
  translations: Record<TranslatedLanguage, string>;
}

export interface RevisionView {
  id: number;
  baseId: number | null;
  state: 'draft' | 'published';
  source: 'repository' | 'editor' | 'import' | 'roll-back';
  note: string;
  author: string | null;
  createdAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
  /** A roll back: the revision whose content it published again. */
  restores: number | null;
}

export interface ContentState {
  draft: RevisionView & { content: ContentTexts };
  published: RevisionView;
  /** The draft holds changes visitors do not see yet. */
  unpublishedChanges: boolean;
}

export interface ContentProblem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  where: string;
  message: string;
  /** The line pages:check prints. */
  text: string;
}

/** A translation message placed on the field of pages.json it is about (the section editor shows it there). */
export interface ContentFieldMessage {
  severity: 'error' | 'warning';
  message: string;
  /** Where the value is in pages.json: ["pages", 2, "blocks", 0, "heading"]; [] when no field is known. */
  path: (string | number)[];
  /** Shown in the list only, not under the field (a stale translation's own box says so). */
  listOnly?: true;
}

export interface ContentCheck {
  ok: boolean;
  errors: number;
  warnings: number;
  problems: ContentProblem[];
  pages: number;
  /** What `problems` says of the translations, each message placed on its field of pages.json (the section editor's). */
  fields?: ContentFieldMessage[];
}

export interface PublishAnswer {
  revision: number;
  /** The release folder's name (what instances serve). */
  release: string;
  addresses: number;
  ms: number;
  /** The pages of the published content, each shown in every one of `languages` (said to the editor). */
  pages: number;
  languages: number;
  /** A roll back left a draft with unpublished changes as it was. */
  draftKept?: boolean;
}

/** A text (shortened) or a picture's address before and after; one is absent when it was added or taken out. */
export interface BeforeAfter {
  before?: string;
  after?: string;
}

/** One change as a volunteer reads it. */
export interface ChangeLine {
  /** What changed: "Heading", 'Moved "Our Interventions" above "Life at the foundation"', 'Added section "Gallery"'. */
  words: string;
  /** The English text before and after, when a text changed. */
  text?: BeforeAfter;
  /** Each language whose text changed, shown beside the English. */
  translations?: ({ language: TranslatedLanguage } & BeforeAfter)[];
  /** A picture before and after, shown as thumbnails. */
  picture?: BeforeAfter;
}

/** The changes of one section ("Text: Our History"), or of the page itself and its list of sections (no `section`). */
export interface SectionChanges {
  section?: string;
  lines: ChangeLine[];
}

/** The changes of one page ("Page Our History (/history)") or one part of the site settings ("Top menu"). */
export interface PageChanges {
  page: string;
  sections: SectionChanges[];
}

/** A member's unsaved work as the editor kept it, with the revision it started from. */
export interface WorkingCopyView {
  baseRevision: number;
  /** Every file's text: the base revision's where she changed nothing. */
  content: ContentTexts;
  /** When it was last kept (ISO 8601). */
  updatedAt: string;
}

export interface WorkingCopyState {
  /** Hers, or null when she has none. */
  workingCopy: WorkingCopyView | null;
  /** The current draft's revision: another than `baseRevision` when the draft moved on since. */
  draft: number;
}

export interface KeptWorkingCopy {
  updatedAt: string;
}
