/**
 * The editor's content with undo and redo: every change keeps the state before it. Which page and section
 * are selected travels with the content, so an undo also shows where the undone change was.
 */
import type { Block, PagesFile } from '../../content/types.ts';
import type { Translations } from './translations.ts';

export interface Snapshot {
  data: PagesFile;
  /** The Hindi and Telugu files: their edits are undone like any other. */
  translations: Translations;
  page: number;
  section: number;
  /** The part of the site settings shown (the menu, the footer...) instead of the page's section. */
  site?: string;
}
export interface History {
  present: Snapshot;
  past: Snapshot[];
  future: Snapshot[];
  /** What the last change did, for the screen reader announcement and the undo button. */
  lastChange: string;
}

const LIMIT = 200;

export const startHistory = (data: PagesFile, translations: Translations): History => ({
  present: { data, translations, page: 0, section: 0 },
  past: [],
  future: [],
  lastChange: '',
});

export function change(history: History, next: Snapshot, description: string, merge = false): History {
  // Typing in one field is one step to undo, not one per letter.
  const mergeable = merge && history.lastChange === description && history.past.length > 0;
  return {
    present: next,
    past: mergeable ? history.past : [...history.past.slice(-LIMIT), history.present],
    future: [],
    lastChange: description,
  };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    present: previous,
    past: history.past.slice(0, -1),
    future: [history.present, ...history.future],
    lastChange: '',
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { present: next, past: [...history.past, history.present], future: rest, lastChange: '' };
}

/** The snapshot with one page's sections replaced. */
export function withBlocks(snapshot: Snapshot, blocks: Block[], section = snapshot.section): Snapshot {
  const pages = snapshot.data.pages.map((page, index) => (index === snapshot.page ? { ...page, blocks } : page));
  return { ...snapshot, data: { ...snapshot.data, pages }, section };
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
