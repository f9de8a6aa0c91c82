/**
 * Which entry of the menu's tree is open in its panel: chosen in the tree, or by the editor when it shows a
 * place of the menu (a problem's field, the link just added from a page), so that field is there to focus.
 */
import { create } from 'zustand';
import type { MenuPlace } from './menu-tree-edits.ts';

interface MenuChoice {
  place?: MenuPlace;
  choose: (place?: MenuPlace) => void;
}

export const useMenuChoice = create<MenuChoice>((set) => ({ choose: (place) => set({ place }) }));

/** Opens the entry a place in the site settings belongs to (["navigation", 1, "groups", 0, "links", 2, "label"]). */
export function chooseMenuPlaceOf(path: readonly (string | number)[]): void {
  if (path[0] !== 'navigation' || typeof path[1] !== 'number') return;
  const place = path.filter((segment): segment is number => typeof segment === 'number').slice(0, 3);
  useMenuChoice.getState().choose(place);
}
