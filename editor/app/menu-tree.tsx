/**
 * The top menu as a compact tree: each entry one row (its words and where it goes), a drop-down's links
 * indented under it. A row is moved as a section is (arrow-keys.ts): Alt+Arrow Up/Down moves it, Alt+Arrow
 * Left takes a link out of its drop-down, Alt+Arrow Right puts an entry into the drop-down above; or it is
 * dragged onto another row. Choosing a row opens its words in a panel under the tree (menu-entry-panel.tsx).
 * Each list has its own add button, named for it ("Add a link under About Us").
 */
import type { RJSFSchema } from '@rjsf/utils';
import { type DragEvent, type KeyboardEvent, useRef } from 'react';
import type { FieldProblem } from './backend.ts';
import { onArrowKey } from './arrow-keys.ts';
import { fieldId, focusSoon } from './focus.ts';
import type { EditorFormContext } from './form-context.ts';
import { useMenuChoice } from './menu-choice.ts';
import { MenuEntryPanel } from './menu-entry-panel.tsx';
import {
  addToMenu,
  moveInMenu,
  canMove,
  keyTarget,
  type MenuEdit,
  type MenuList,
  type MenuPlace,
  type MenuTarget,
  menuPointer,
  type NavEntry,
  nodeAt,
  placeOfPointer,
  removeFromMenu,
  segmentsOf,
} from './menu-tree-edits.ts';

interface Props {
  schema: RJSFSchema;
  navigation: NavEntry[];
  problems: FieldProblem[];
  context: EditorFormContext;
  /** A field of an entry was typed in. */
  onChange: (navigation: NavEntry[], field?: string) => void;
  /** Entries were moved, added or removed: `description` is announced and names the step to undo. */
  onEdit: (edit: MenuEdit, description: string) => void;
}

const rowId = (place: MenuPlace) => `menu-row-${place.join('-')}`;
const same = (a: MenuPlace | undefined, b: MenuPlace) =>
  !!a && a.length === b.length && a.every((n, at) => n === b[at]);

/** A row's words: the entry's or link's, or the list's heading ("List 2" without one). */
export function menuRowName(navigation: readonly NavEntry[], place: MenuPlace): string {
  const node = nodeAt(navigation, place) as { label?: string; heading?: string } | undefined;
  if (place.length === 2) return node?.heading || `List ${place[1] + 1}`;
  return node?.label || '(no words yet)';
}

/** A drop-down list's name in its add button: the entry's words, and the list's heading when it has several. */
function listName(navigation: readonly NavEntry[], list: readonly [number, number]): string {
  const entry = menuRowName(navigation, [list[0]]);
  return (navigation[list[0]].groups?.length ?? 0) > 1 ? `${entry}, ${menuRowName(navigation, list)}` : entry;
}

/** Where an entry is now, in words: "position 2 under About Us", "position 5 of the top menu". */
function whereNow(navigation: readonly NavEntry[], place: MenuPlace): string {
  return place.length === 1
    ? `position ${place[0] + 1} of the top menu`
    : `position ${place[2] + 1} under ${listName(navigation, [place[0], place[1]])}`;
}

/** Each row shown, in the order they are read: entries, their lists (when named or several), their links. */
function rowsOf(navigation: readonly NavEntry[]): MenuPlace[] {
  return navigation.flatMap((entry, i) => [
    [i],
    ...(entry.groups ?? []).flatMap((group, g) => [
      ...(shownList(entry, g) ? [[i, g]] : []),
      ...group.links.map((_, l) => [i, g, l]),
    ]),
  ]);
}

/** The entry, list or link a problem of the menu is about ([2, 0, 1] for ["site", "navigation", 2, "groups", 0, "links", 1, "href"]). */
const placeOfProblem = (problem: FieldProblem): MenuPlace | undefined =>
  problem.path[0] === 'site' && problem.path[1] === 'navigation'
    ? problem.path.filter((segment): segment is number => typeof segment === 'number').slice(0, 3)
    : undefined;

const shownList = (entry: NavEntry, g: number) => (entry.groups?.length ?? 0) > 1 || !!entry.groups?.[g].heading;

export function MenuTree({ schema, navigation, problems, context, onChange, onEdit }: Props) {
  const { place: chosen, choose } = useMenuChoice();
  const dragged = useRef<MenuPlace>(undefined);
  const rows = rowsOf(navigation);

  const open = (place: MenuPlace, focus = rowId(place)) => {
    choose(place);
    focusSoon(focus, rowId(place));
  };
  /** `focus`: what has the focus after the move (the moved row, or the panel's button pressed). */
  const move = (from: MenuPlace, to: MenuTarget, focus?: string) => {
    const name = menuRowName(navigation, from);
    const edit = moveInMenu(navigation, from, to);
    const now = placeOfPointer(edit.moved.get(menuPointer(from)) ?? '');
    onEdit(edit, `Moved "${name}" to ${whereNow(edit.navigation, now)}.`);
    open(now, focus);
  };
  const moveByKey = (from: MenuPlace, key: string, focus?: string) => {
    const to = keyTarget(navigation, from, key);
    if (!to) return false;
    move(from, to, focus);
    return true;
  };
  const remove = (place: MenuPlace) => {
    const name = menuRowName(navigation, place);
    onEdit(removeFromMenu(navigation, place), `Removed "${name}" from the menu. Undo brings it back.`);
    choose(undefined);
    const at = rows.findIndex((row) => same(row, place));
    focusSoon(rowId(rows[at - 1] ?? [0]));
  };
  const add = (list: MenuList, description: string) => {
    const edit = addToMenu(navigation, list, { label: '', href: '' });
    const added =
      list.length === 0
        ? [edit.navigation.length - 1]
        : [...list, (nodeAt(edit.navigation, list) as { links: unknown[] }).links.length - 1];
    onEdit(edit, `${description}: write its words and where it goes.`);
    choose(added);
    focusSoon(fieldId('site', ['navigation', ...segmentsOf(added), 'label']));
  };

  const onKeyDown = (event: KeyboardEvent, place: MenuPlace) =>
    onArrowKey(event, {
      move: (key) => moveByKey(place, key),
      go: (step) => {
        const next = rows[rows.findIndex((row) => same(row, place)) + step];
        if (!next) return false;
        open(next);
        return true;
      },
    });
  const dropTarget = (place: MenuPlace): MenuTarget =>
    place.length === 1
      ? { list: [], before: place }
      : place.length === 2
        ? { list: [place[0], place[1]] }
        : { list: [place[0], place[1]], before: place };
  const dragProps = (place: MenuPlace) => ({
    draggable: place.length !== 2,
    onDragStart: (event: DragEvent) => {
      dragged.current = place;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', menuRowName(navigation, place));
    },
    onDragOver: (event: DragEvent) => {
      const from = dragged.current;
      if (from && !same(from, place) && canMove(navigation, from, dropTarget(place).list)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const from = dragged.current;
      dragged.current = undefined;
      if (!from || !canMove(navigation, from, dropTarget(place).list)) return;
      event.preventDefault();
      move(from, dropTarget(place));
    },
  });

  const row = (place: MenuPlace) => {
    const node = nodeAt(navigation, place) as { href?: string };
    const name = menuRowName(navigation, place);
    const errors = problems.filter(
      (problem) => problem.severity === 'error' && same(placeOfProblem(problem), place),
    ).length;
    const errorWords = errors > 0 ? ` (${errors} ${errors === 1 ? 'error' : 'errors'})` : '';
    return (
      <div className={`menu-row${same(chosen, place) ? ' selected' : ''}`} {...dragProps(place)}>
        <button
          type="button"
          id={rowId(place)}
          className="section-name"
          aria-label={node?.href ? `${name}, goes to ${node.href}${errorWords}` : undefined}
          aria-current={same(chosen, place) ? 'true' : undefined}
          aria-keyshortcuts={place.length === 2 ? undefined : 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight'}
          onClick={() => choose(place)}
          onKeyDown={(event) => onKeyDown(event, place)}
        >
          {name}
          {node?.href && <span className="menu-href"> {node.href}</span>}
          {errorWords}
        </button>
        {place.length !== 2 && (
          <button type="button" className="small" aria-label={`Remove: ${name}`} onClick={() => remove(place)}>
            Remove
          </button>
        )}
      </div>
    );
  };
  const addButton = (list: MenuList, label: string) => (
    <button type="button" className="small menu-add" onClick={() => add(list, label.replace(/^Add/, 'Added'))}>
      {label}
    </button>
  );

  return (
    <>
      <p className="help" id="menu-tree-help">
        Choose an entry to change its words. Alt+Arrow Up or Down moves it, Alt+Arrow Left takes a link out of its
        drop-down, Alt+Arrow Right puts an entry into the drop-down above; or drag it onto another entry.
      </p>
      <ul className="menu-tree" aria-label="Top menu" aria-describedby="menu-tree-help">
        {navigation.map((entry, i) => (
          <li key={`${i}-${entry.label}`}>
            {row([i])}
            {entry.groups?.map((group, g) => (
              <ul key={`${g}-${group.heading ?? ''}`} aria-label={`Links under ${listName(navigation, [i, g])}`}>
                {shownList(entry, g) && <li>{row([i, g])}</li>}
                {group.links.map((link, l) => (
                  <li key={`${l}-${link.label}`} className={shownList(entry, g) ? 'menu-in-list' : undefined}>
                    {row([i, g, l])}
                  </li>
                ))}
                <li>{addButton([i, g], `Add a link under ${listName(navigation, [i, g])}`)}</li>
              </ul>
            ))}
          </li>
        ))}
      </ul>
      {addButton([], 'Add a top-menu entry')}
      {chosen && nodeAt(navigation, chosen) && (
        <MenuEntryPanel
          schema={schema}
          navigation={navigation}
          place={chosen}
          name={menuRowName(navigation, chosen)}
          problems={problems}
          context={context}
          onChange={onChange}
          onMove={(key, focus) => moveByKey(chosen, key, focus)}
          canMove={(key) => !!keyTarget(navigation, chosen, key)}
        />
      )}
    </>
  );
}
