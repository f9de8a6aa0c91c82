/**
 * A page's sections as a list. Each has its own buttons (move up, move down, duplicate, remove), each named
 * with its section; on a section's name Alt+Arrow Up/Down moves it and Arrow Up/Down goes to the next one, so
 * no pointer is needed. After a change the focus stays with what was acted on: the moved section's
 * button, the copy, or the section after one removed.
 */
import type { KeyboardEvent } from 'react';
import type { Block } from '../../content/types.ts';
import type { BlockKind } from './backend.ts';
import { onArrowKey } from './arrow-keys.ts';
import { focusSoon } from './focus.ts';
import { entryWords, shortTitle } from '../../content/place-words.ts';

export { shortTitle };

interface Props {
  pagePath: string;
  blocks: Block[];
  kinds: BlockKind[];
  selected: number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** A section's name in the list: its position, its kind and the first words it shows. */
export function sectionName(block: Block, index: number, kinds: BlockKind[] = []): string {
  const words = entryWords(block);
  const kind = kinds.find((candidate) => candidate.type === block.type);
  return `${index + 1}. ${shortTitle(kind, block.type)}${words ? `: ${words}` : ''}`;
}

const nameId = (index: number) => `section-name-${index}`;
const actionId = (index: number, action: string) => `section-${index}-${action}`;

export function SectionList({ pagePath, blocks, kinds, selected, onSelect, onMove, onDuplicate, onRemove }: Props) {
  const move = (from: number, to: number, action: 'up' | 'down' | 'name') => {
    onMove(from, to);
    if (action === 'name') focusSoon(nameId(to));
    else focusSoon(actionId(to, action), actionId(to, action === 'up' ? 'down' : 'up'));
  };
  const inRange = (target: number) => target >= 0 && target < blocks.length;
  const onKeyDown = (event: KeyboardEvent, index: number) =>
    onArrowKey(event, {
      move: (key) => {
        const target = index + (key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : Number.NaN);
        if (!inRange(target)) return false;
        move(index, target, 'name');
        return true;
      },
      go: (step) => {
        if (!inRange(index + step)) return false;
        onSelect(index + step);
        focusSoon(nameId(index + step));
        return true;
      },
    });
  const button = (index: number, action: string, label: string, name: string, disabled: boolean, act: () => void) => (
    <button
      type="button"
      id={actionId(index, action)}
      className="small"
      aria-label={`${label}: ${name}`}
      disabled={disabled}
      onClick={act}
    >
      {label}
    </button>
  );

  return (
    <ol className="sections" aria-label={`Sections of ${pagePath}`}>
      {blocks.map((block, index) => {
        const name = sectionName(block, index, kinds);
        return (
          <li key={`${index}-${block.type}`} className={index === selected ? 'selected' : undefined}>
            <button
              type="button"
              id={nameId(index)}
              className="section-name"
              data-section={index}
              aria-current={index === selected ? 'true' : undefined}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {name}
            </button>
            <span className="section-actions">
              {button(index, 'up', 'Up', name, index === 0, () => move(index, index - 1, 'up'))}
              {button(index, 'down', 'Down', name, index === blocks.length - 1, () => move(index, index + 1, 'down'))}
              {button(index, 'duplicate', 'Duplicate', name, false, () => {
                onDuplicate(index);
                focusSoon(nameId(index + 1));
              })}
              {button(index, 'remove', 'Remove', name, blocks.length === 1, () => {
                onRemove(index);
                focusSoon(nameId(Math.min(index, blocks.length - 2)));
              })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
