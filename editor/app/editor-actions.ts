/**
 * What the editor's buttons do to the content, each one step to undo, with the words announced for it: add,
 * remove and rearrange pages and sections, edit the site settings, link a page from the menu, and carry
 * out the fixes the checker offers. Where the focus goes after each is decided by the caller (focus.ts).
 */
import type { Block, Page, PagesFile } from '../../content/types.ts';
import { normalisePath } from '../../content/routes.ts';
import type { BlockKind, Segment } from './backend.ts';
import type { useEditorState } from './editor-state.ts';
import { moveItem, type Snapshot, withBlocks } from './history.ts';
import { type MenuPlace, withLinkAdded } from './menu-places.ts';
import { placeSection } from './new-section.ts';
import { removePage } from './page-links.ts';
import type { NewPage } from './page-panel.tsx';
import { shortTitle } from './section-list.tsx';
import { starterSection } from './starter.ts';
import { withoutGoneTexts, withValueAt } from './content-edits.ts';
import { type MenuEdit, withMenuTextsMoved } from './menu-tree-edits.ts';
import { siteTranslatablePointers, withoutGoneSiteTexts } from './site-translations.ts';
import { withoutPage, withoutTexts, withSectionsMoved, withSectionsRearranged } from './translations.ts';

type State = ReturnType<typeof useEditorState>;
const PATH_PATTERN = /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/;

export function editorActions(state: State, present: Snapshot, kinds: BlockKind[], pictures: string[]) {
  const data = present.data;
  const page = data.pages[present.page];
  const blocks = page.blocks;
  const apply = state.apply;

  const setBlocks = (next: Block[], section: number, description: string, newIndex?: number[]) => {
    const translations = newIndex
      ? withSectionsMoved(present.translations, page.path, newIndex)
      : withSectionsRearranged(present.translations, page.path, blocks, next);
    apply({ ...withBlocks(present, next, section), translations, site: undefined }, description);
  };

  return {
    setBlocks,
    move: (from: number, to: number) =>
      setBlocks(moveItem(blocks, from, to), to, `Moved section ${from + 1} to position ${to + 1} of ${blocks.length}.`),
    duplicate: (index: number) => {
      const copy = structuredClone(blocks[index]) as Block & { id?: string };
      delete copy.id; // a section name must be unique on its page
      setBlocks(
        [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)],
        index + 1,
        `Duplicated section ${index + 1}.`,
      );
    },
    removeSection: (index: number) =>
      setBlocks(
        blocks.filter((_, at) => at !== index),
        Math.max(0, Math.min(index, blocks.length - 2)),
        `Removed section ${index + 1}. Undo brings it back.`,
      ),
    addSection: (kind: BlockKind) => {
      const starter = starterSection(kind, pictures);
      if (starter.id && blocks.some((other) => (other as { id?: string }).id === starter.id)) delete starter.id;
      const placed = placeSection(blocks, starter, kind, kinds, present.section);
      setBlocks(
        placed.blocks,
        placed.at,
        `Added a ${shortTitle(kind, kind.type)} section at position ${placed.at + 1}.${placed.note} Its words say what to write in each field.`,
        placed.newIndex,
      );
    },
    addPage: ({ path, title, description }: NewPage): string | undefined => {
      if (!title) return 'Give the page a title: it is shown in the browser tab and starts the page.';
      if (!PATH_PATTERN.test(path))
        return `"${path}" is not an address: an address starts with / and has letters, digits and dashes, as /annual-report.`;
      const taken = data.pages.find((other) =>
        [other.path, ...(other.aliases ?? [])].some((p) => normalisePath(p) === normalisePath(path)),
      );
      if (taken) return `${path} is already the address of the page ${taken.path}. Choose another.`;
      const first = {
        type: 'rich-text',
        heading: title,
        level: 1,
        paragraphs: [description || 'Write the first paragraph here.'],
      };
      const added = { path, title, ...(description ? { description } : {}), blocks: [first] } as unknown as Page;
      const pages = [...data.pages, added];
      apply(
        { ...present, data: { ...data, pages }, page: data.pages.length, section: 0, site: undefined },
        `Added the page ${path}. Link it from the menu or footer so visitors find it.`,
      );
      return undefined;
    },
    removePage: (index: number, aliasOn?: number) => {
      const removed = data.pages[index].path;
      const target = aliasOn === undefined ? undefined : data.pages[aliasOn].path;
      const next = removePage(data, index, aliasOn);
      const shown = Math.max(0, target ? next.pages.findIndex((p) => p.path === target) : 0);
      const outcome = target
        ? `its address and the links to it now open ${target}`
        : 'links to it are now errors to fix';
      apply(
        { data: next, translations: withoutPage(present.translations, removed), page: shown, section: 0 },
        `Removed the page ${removed}; ${outcome}. Undo brings it back.`,
      );
    },
    /** The page's details changed; `removed`: places of its texts taken out (their translations go too). */
    setPage: (next: Page, removed: string[]) =>
      apply(
        {
          ...present,
          data: { ...data, pages: data.pages.map((other, at) => (at === present.page ? next : other)) },
          translations: withoutTexts(present.translations, page.path, removed),
        },
        `Edited the details of ${page.path}.`,
        true,
      ),
    /** The selected section's form changed it. */
    editSection: (next: Block, field?: string) => {
      const edited = withBlocks(
        present,
        blocks.map((block, at) => (at === present.section ? next : block)),
      );
      const translations = withoutGoneTexts(present.translations, data, edited.data, present.page);
      // Typing in one field is one step to undo: the field's id keeps steps of different fields apart.
      apply(
        { ...edited, translations },
        `Edited section ${present.section + 1} of ${page.path} (${field ?? ''}).`,
        true,
      );
    },
    setSite: (part: string, value: unknown, field?: string) => {
      const next = { ...data, site: withValueAt(data.site, [part], value) as PagesFile['site'] };
      const translations = withoutGoneSiteTexts(present.translations, data, next);
      apply(
        { ...present, data: next, translations, site: part },
        `Edited the site settings: ${part} (${field ?? ''}).`,
        true,
      );
    },
    /** The menu's entries moved, added or removed: their Hindi and Telugu follow them. */
    rearrangeMenu: (edit: MenuEdit, description: string) => {
      const next = { ...data, site: { ...data.site, navigation: edit.navigation } };
      const translations = withMenuTextsMoved(present.translations, edit.moved, siteTranslatablePointers(next));
      apply({ ...present, data: next, translations, site: 'navigation' }, description);
    },
    /** Adds a link to the selected page in the menu or footer; answers where its words are. */
    linkFromMenu: (place: MenuPlace) => {
      const added = withLinkAdded(data, place, page.title ?? page.path, page.path);
      apply(
        { ...present, data: added.data, site: String(place.list[0]) },
        `Added a link to ${page.path} in ${place.name}. Its words are below: change them if needed.`,
      );
      return added.label;
    },
    setAt: (path: readonly Segment[], value: unknown, description: string) => {
      const next = withValueAt(data, path, value) as PagesFile;
      const translations =
        path[0] === 'site'
          ? withoutGoneSiteTexts(present.translations, data, next)
          : withoutGoneTexts(present.translations, data, next, Number(path[1]));
      apply({ ...present, data: next, translations }, description);
    },
  };
}
