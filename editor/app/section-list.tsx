/**
 * A page's sections as a list. Each has its own buttons (move up, move down, duplicate, remove); on a
 * section's name Alt+Arrow Up/Down moves it and Arrow Up/Down goes to the next one, so no pointer is needed.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Block } from '../../src/shared/content/types.ts';

interface Props {
  pagePath: string;
  blocks: Block[];
  selected: number;
  /** Which section should take the focus after a change (moved, added, duplicated). */
  focusRequest: number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** A section's name in the list: its position, its type and the first words it shows. */
export function sectionName(block: Block, index: number): string {
  const fields = block as unknown as Record<string, unknown>;
  const words = ['heading', 'title', 'eyebrow', 'quote', 'intro']
    .map((key) => fields[key])
    .find((v) => typeof v === 'string');
  const summary = typeof words === 'string' ? `: ${words.length > 40 ? `${words.slice(0, 40)}…` : words}` : '';
  return `${index + 1}. ${block.type}${summary}`;
}

export function SectionList({
  pagePath,
  blocks,
  selected,
  focusRequest,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: Props) {
  const list = useRef<HTMLOListElement>(null);
  const focusSection = (index: number) =>
    list.current?.querySelector<HTMLButtonElement>(`[data-section="${index}"]`)?.focus();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request's number changes each time; that is the trigger.
  useEffect(() => {
    if (focusRequest >= 0) focusSection(selected);
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!step) return;
    const target = index + step;
    if (target < 0 || target >= blocks.length) return;
    event.preventDefault();
    if (event.altKey) onMove(index, target);
    else {
      onSelect(target);
      focusSection(target);
    }
  };

  return (
    <ol className="sections" ref={list} aria-label={`Sections of ${pagePath}`}>
      {blocks.map((block, index) => {
        const name = sectionName(block, index);
        return (
          <li key={`${index}-${block.type}`} className={index === selected ? 'selected' : undefined}>
            <button
              type="button"
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
              <button
                type="button"
                className="small"
                aria-label={`Move up: ${name}`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                Up
              </button>
              <button
                type="button"
                className="small"
                aria-label={`Move down: ${name}`}
                disabled={index === blocks.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                Down
              </button>
              <button
                type="button"
                className="small"
                aria-label={`Duplicate: ${name}`}
                onClick={() => onDuplicate(index)}
              >
                Duplicate
              </button>
              <button
                type="button"
                className="small"
                aria-label={`Remove: ${name}`}
                disabled={blocks.length === 1}
                onClick={() => onRemove(index)}
              >
                Remove
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
