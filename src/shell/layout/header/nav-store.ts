import { create } from 'zustand';

/** UI state of the site navigation: which drop-down is open and whether the mobile menu is. */
interface NavState {
  openGroup: string | null;
  mobileOpen: boolean;
  mobileGroup: string | null;
  openGroupNow: (label: string) => void;
  closeGroup: () => void;
  setMobileOpen: (open: boolean) => void;
  toggleMobileGroup: (label: string) => void;
}

export const useNavStore = create<NavState>((set) => ({
  openGroup: null,
  mobileOpen: false,
  mobileGroup: null,
  openGroupNow: (label) => set({ openGroup: label }),
  closeGroup: () => set({ openGroup: null }),
  setMobileOpen: (open) => set({ mobileOpen: open, mobileGroup: null }),
  // Accordion: opening one group closes the other; choosing the open one closes it.
  toggleMobileGroup: (label) => set((state) => ({ mobileGroup: state.mobileGroup === label ? null : label })),
}));
