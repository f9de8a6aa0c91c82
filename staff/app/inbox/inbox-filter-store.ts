// The inbox list's filter and place, kept while a coordinator opens an item and comes back: the
// filter applied, and the cursors of the pages before this one (for "Previous page").
import { create } from 'zustand';
import type { InboxFilter } from '../../../schema/api/staff-inbox.ts';

interface InboxListState {
  filter: InboxFilter;
  /** The cursor of each page shown so far ('' for the first): the last is the page shown now. */
  pages: string[];
  apply(filter: InboxFilter): void;
  next(cursor: string): void;
  previous(): void;
}

export const useInboxList = create<InboxListState>((set) => ({
  filter: {},
  pages: [''],
  apply: (filter) => set({ filter, pages: [''] }),
  next: (cursor) => set((state) => ({ pages: [...state.pages, cursor] })),
  previous: () => set((state) => ({ pages: state.pages.length > 1 ? state.pages.slice(0, -1) : [''] })),
}));

/** The filter as the list's query string. */
export function queryOf(filter: InboxFilter, after = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (after) params.set('after', after);
  const text = params.toString();
  return text ? `?${text}` : '';
}
