// The Donations list's filter and place, kept while a treasurer opens a donation and comes back: the
// filter applied, and the cursors of the pages before this one (for "Previous page"). It opens on the
// donations still waiting to be checked against the bank statement.
import { create } from 'zustand';
import type { DonationsFilter } from '../../../schema/api/staff-donations.ts';

interface DonationsListState {
  filter: DonationsFilter;
  /** The cursor of each page shown so far ('' for the first): the last is the page shown now. */
  pages: string[];
  apply(filter: DonationsFilter): void;
  next(cursor: string): void;
  previous(): void;
}

export const useDonationsList = create<DonationsListState>((set) => ({
  filter: { money: 'waiting' },
  pages: [''],
  apply: (filter) => set({ filter, pages: [''] }),
  next: (cursor) => set((state) => ({ pages: [...state.pages, cursor] })),
  previous: () => set((state) => ({ pages: state.pages.length > 1 ? state.pages.slice(0, -1) : [''] })),
}));
