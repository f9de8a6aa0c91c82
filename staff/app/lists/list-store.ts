// A staff list's filter and place (the inbox, the donations), kept while someone opens an item and comes
// back: the filter applied, and the cursors of the pages before this one (for "Previous page").
import { create } from 'zustand';

export interface ListState<Filter> {
  filter: Filter;
  /** The cursor of each page shown so far ('' for the first): the last is the page shown now. */
  pages: string[];
  apply(filter: Filter): void;
  next(cursor: string): void;
  previous(): void;
}

/** The store of one list, opening on `initial`. */
export const createListStore = <Filter>(initial: Filter) =>
  create<ListState<Filter>>((set) => ({
    filter: initial,
    pages: [''],
    apply: (filter) => set({ filter, pages: [''] }),
    next: (cursor) => set((state) => ({ pages: [...state.pages, cursor] })),
    previous: () => set((state) => ({ pages: state.pages.length > 1 ? state.pages.slice(0, -1) : [''] })),
  }));

/** The filter as the list's query string. */
export function queryOf(filter: object, after = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  if (after) params.set('after', after);
  const text = params.toString();
  return text ? `?${text}` : '';
}
