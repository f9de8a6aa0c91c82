// The translations area's contract, shared by the server (server/publishing/translation-routes.ts) and the
// staff app (staff/app/translations/): the count of reviewed texts per language, a language's texts of the
// current draft, one correction, Mark reviewed. What each request sends is its schema in schema/api/translations/ (types generated into
// generated/route-types.ts). STAFF_AREAS.translations may call them. No Node API, no dependency.

export const TRANSLATIONS_API = {
  /** GET ?language= → TranslationTexts: every text of pages.json and its translation in the draft. */
  texts: '/api/staff/translations',
  /** GET → TranslationSummary: how many texts of each language are reviewed, in the draft and on the site. */
  summary: '/api/staff/translations/summary',
  /** POST TextCorrectionBody → 201 TranslationTexts; 400 with the reason (nothing saved); 409 moved on. */
  correct: '/api/staff/translations/correct',
  /** POST TextsReviewBody → 201 TranslationTexts; 400 with the reason (nothing saved); 409 moved on. */
  review: '/api/staff/translations/review',
} as const;

/**
 * How a text stands: reviewed by a native speaker, its English changed since the review, its translation
 * changed since (by someone else), or never reviewed.
 */
export const REVIEW_STATES = ['reviewed', 'english-changed', 'translation-changed', 'not-reviewed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export interface TranslationTextView {
  /** Where it is written (translations/te.json /history /blocks/0/heading): the text's name in requests. */
  where: string;
  /** Where a reader meets it: a page's path, or "every page (menu, footer, site settings)"... */
  page: string;
  /** The field, in a reader's words (block 2 (hero) > heading). */
  field: string;
  en: string;
  /** The translation; empty when there is none yet (visitors see the English). */
  text: string;
  state: ReviewState;
  /** The day it was reviewed, while it is. */
  reviewedOn?: string;
  /** Translated from another English than today's: visitors see the English until it is corrected. */
  outdated: boolean;
  /** What the glossary says of its words: the terms to use, and a word it avoids found in the translation. */
  glossary: string[];
}

export interface TranslationTexts {
  language: 'hi' | 'te';
  /** The draft listed: corrections and marks are made on top of it. */
  revision: number;
  texts: TranslationTextView[];
  /** Texts reviewed of all listed. */
  reviewed: number;
  total: number;
}

/** The answer to a correction or Mark reviewed: the texts of the new draft, and the glossary's remarks. */
export interface TranslationChange extends TranslationTexts {
  /** What the glossary remarks on the corrected text (saved anyway, as a sheet's). */
  warnings: string[];
}

/** How many of a revision's texts in one language stand in each state. */
export interface ReviewTally {
  reviewed: number;
  total: number;
  /** Reviewed once, and their English changed since: to read again. */
  englishChanged: number;
  /** Never reviewed, or their translation changed since by someone else. */
  notReviewed: number;
}

export interface LanguageReview {
  language: 'hi' | 'te';
  /** The draft, with the corrections and marks not published yet. */
  draft: ReviewTally;
  /** What visitors' site holds now. */
  published: ReviewTally;
}

/** The translations area's first page: each language's count of reviewed texts. */
export interface TranslationSummary {
  /** The draft's revision and the published one (the same when nothing waits to be published). */
  draft: number;
  published: number;
  languages: LanguageReview[];
}
