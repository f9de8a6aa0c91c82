// Which texts the translations page shows: the filter (not reviewed, changed in English since review, one
// page) and how many at a time, so a list of more than a thousand texts stays quick to use.
import type { TranslationTextView } from '../../../schema/api/translations.ts';

export const SHOWS = [
  { value: 'not-reviewed', label: 'Not reviewed' },
  { value: 'english-changed', label: 'Changed in English since review' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'all', label: 'All texts' },
] as const;
export type Show = (typeof SHOWS)[number]['value'];

/** How many texts are listed before "Show more". */
export const PAGE_SIZE = 50;

export interface TextFilter {
  show: Show;
  /** A page (as the list names it), or '' for every page. */
  page: string;
}

export function shownTexts(texts: TranslationTextView[], filter: TextFilter): TranslationTextView[] {
  return texts.filter((text) => {
    if (filter.page && text.page !== filter.page) return false;
    if (filter.show === 'not-reviewed') return text.state !== 'reviewed';
    if (filter.show === 'english-changed') return text.state === 'english-changed';
    if (filter.show === 'reviewed') return text.state === 'reviewed';
    return true;
  });
}

/** Every page the texts are on, in the list's order. */
export const pagesOf = (texts: TranslationTextView[]) => [...new Set(texts.map((text) => text.page))];

export const STATE_WORDS: Record<TranslationTextView['state'], string> = {
  reviewed: 'Reviewed',
  'english-changed': 'The English changed since it was reviewed: read it again',
  'translation-changed': 'The translation changed since it was reviewed: read it again',
  'not-reviewed': 'Not reviewed yet',
};
