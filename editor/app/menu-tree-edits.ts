/**
 * The top menu as a tree of places: an entry ([2]), one of its drop-down's lists ([2, 0]) and a link in it
 * ([2, 0, 1]). One function moves an entry or a link anywhere (up, down, into a list, out of it), by the
 * keyboard or by dragging alike; every edit answers where each entry went, so the Hindi and Telugu of an
 * entry's words follow it to its new place in the translation files (they are found by their place).
 */
import type { NavEntry, NavGroup, NavLink } from '../../content/generated/content-types.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { Translations } from './translations.ts';

export type { NavEntry };
/** An entry [i], a list [i, g] or a link [i, g, l]. */
export type MenuPlace = readonly number[];
/** A list entries go in: the top menu [] or an entry's drop-down list [i, g]. */
export type MenuList = readonly [] | readonly [number, number];
/** Where a moved entry goes: into `list`, before the entry or link at `before`, or at the end. */
export interface MenuTarget {
  list: MenuList;
  before?: MenuPlace;
}

type Node = NavEntry | NavGroup | NavLink;

export const menuPointer = (place: MenuPlace) =>
  `/navigation/${place[0]}${place.length > 1 ? `/groups/${place[1]}` : ''}${place.length > 2 ? `/links/${place[2]}` : ''}`;

export const placeOfPointer = (pointer: string): MenuPlace => (pointer.match(/\d+/g) ?? []).map(Number);

export const segmentsOf = (place: MenuPlace) =>
  [place[0], ...(place.length > 1 ? ['groups', place[1]] : []), ...(place.length > 2 ? ['links', place[2]] : [])] as (
    | string
    | number
  )[];

export function nodeAt(navigation: readonly NavEntry[], place: MenuPlace): Node | undefined {
  const entry = navigation[place[0]];
  if (place.length === 1) return entry;
  const group = entry?.groups?.[place[1]];
  return place.length === 2 ? group : group?.links[place[2]];
}

const listAt = (navigation: NavEntry[], list: MenuList): Node[] | undefined =>
  list.length === 0 ? navigation : navigation[list[0]]?.groups?.[list[1]]?.links;

/** Each entry, list and link of the menu with its place (`/navigation/2/groups/0/links/1`). */
function pointersOf(navigation: readonly NavEntry[]): Map<Node, string> {
  const places = new Map<Node, string>();
  navigation.forEach((entry, i) => {
    places.set(entry, menuPointer([i]));
    entry.groups?.forEach((group, g) => {
      places.set(group, menuPointer([i, g]));
      group.links.forEach((link, l) => {
        places.set(link, menuPointer([i, g, l]));
      });
    });
  });
  return places;
}

export interface MenuEdit {
  navigation: NavEntry[];
  /** Each entry's old place and its new one ("" for an entry removed). */
  moved: Map<string, string>;
}

/** The menu after `edit` changed a copy of it in place, and where each of its entries went. */
export function editMenu(navigation: readonly NavEntry[], edit: (copy: NavEntry[]) => void): MenuEdit {
  const copy = structuredClone(navigation) as NavEntry[];
  const before = pointersOf(copy);
  edit(copy);
  const after = pointersOf(copy);
  const moved = new Map<string, string>();
  for (const [node, pointer] of before) moved.set(pointer, after.get(node) ?? '');
  return { navigation: copy, moved };
}

/** Whether the entry or link at `from` may go into `list`: a drop-down holds links, not other drop-downs. */
export function canMove(navigation: readonly NavEntry[], from: MenuPlace, list: MenuList): boolean {
  const node = nodeAt(navigation, from);
  if (!node || from.length === 2) return false;
  return list.length === 0 || !(node as NavEntry).groups;
}

/** Moves the entry or link at `from` to `to`: a link taken out of its list becomes a top entry, and back. */
export function moveInMenu(navigation: readonly NavEntry[], from: MenuPlace, to: MenuTarget): MenuEdit {
  return editMenu(navigation, (copy) => {
    const source = listAt(copy, (from.length === 1 ? [] : [from[0], from[1]]) as MenuList);
    const target = listAt(copy, to.list);
    const node = nodeAt(copy, from);
    const anchor = to.before && nodeAt(copy, to.before);
    if (!source || !target || !node || node === anchor) return;
    source.splice(source.indexOf(node), 1);
    if (to.list.length === 0) delete (node as NavLink).description;
    else delete (node as NavEntry).groups;
    const at = anchor ? target.indexOf(anchor) : -1;
    target.splice(at < 0 ? target.length : at, 0, node);
  });
}

export const removeFromMenu = (navigation: readonly NavEntry[], place: MenuPlace): MenuEdit =>
  editMenu(navigation, (copy) => {
    const node = nodeAt(copy, place);
    const list = listAt(copy, (place.length === 1 ? [] : [place[0], place[1]]) as MenuList);
    if (node && list) list.splice(list.indexOf(node), 1);
  });

export const addToMenu = (navigation: readonly NavEntry[], list: MenuList, added: NavLink): MenuEdit =>
  editMenu(navigation, (copy) => {
    listAt(copy, list)?.push(added);
  });

/** Where Alt+Arrow keys move an entry or link: up and down in its list (and on into the next list of its
 * drop-down), Left out of the drop-down, Right into the drop-down of the entry above. */
export function keyTarget(navigation: readonly NavEntry[], from: MenuPlace, key: string): MenuTarget | undefined {
  const [i, g, l] = from;
  if (from.length === 1) {
    const above = navigation[i - 1];
    if (key === 'ArrowUp' && i > 0) return { list: [], before: [i - 1] };
    if (key === 'ArrowDown' && i < navigation.length - 1)
      return { list: [], before: i + 2 < navigation.length ? [i + 2] : undefined };
    if (key === 'ArrowRight' && above?.groups && !navigation[i].groups)
      return { list: [i - 1, above.groups.length - 1] };
    return undefined;
  }
  if (from.length !== 3) return undefined;
  const groups = navigation[i].groups ?? [];
  const links = groups[g].links;
  if (key === 'ArrowUp') {
    if (l > 0) return { list: [i, g], before: [i, g, l - 1] };
    if (g > 0) return { list: [i, g - 1] };
  }
  if (key === 'ArrowDown') {
    if (l < links.length - 1) return { list: [i, g], before: l + 2 < links.length ? [i, g, l + 2] : undefined };
    if (g < groups.length - 1) return { list: [i, g + 1], before: [i, g + 1, 0] };
  }
  if (key === 'ArrowLeft') return { list: [], before: i + 1 < navigation.length ? [i + 1] : undefined };
  return undefined;
}

const NODE = /^\/navigation\/\d+(?:\/groups\/\d+(?:\/links\/\d+)?)?/;

/**
 * The translations after a menu edit: each text of the menu follows its entry to the new place, those of an
 * entry removed go (undo brings them back), and those of a field the entry no longer has (a link's line under
 * it, once a top entry) go too; the entries are written in the site's order, as `translations:extract` does.
 */
export function withMenuTextsMoved(translations: Translations, moved: Map<string, string>, order: string[]) {
  const kept = new Set(order);
  const rank = (pointer: string) => (kept.has(pointer) ? order.indexOf(pointer) : order.length);
  const next = { ...translations };
  for (const language of Object.keys(translations) as TranslatedLanguage[]) {
    const site = translations[language].site ?? {};
    const entries = Object.entries(site).flatMap(([pointer, entry]) => {
      const node = NODE.exec(pointer)?.[0];
      if (!node) return [[pointer, entry] as const];
      const now = moved.get(node) ?? node;
      const place = `${now}${pointer.slice(node.length)}`;
      return now && kept.has(place) ? [[place, entry] as const] : [];
    });
    entries.sort((a, b) => rank(a[0]) - rank(b[0]));
    next[language] = { ...translations[language], site: Object.fromEntries(entries) };
  }
  return next;
}
