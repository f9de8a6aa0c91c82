/**
 * The keys of an editor's list of things to arrange (a page's sections, the menu's entries): on an entry's
 * name Alt+Arrow moves it, a plain Arrow Up or Down goes to the entry before or after, so no pointer is needed.
 */
import type { KeyboardEvent } from 'react';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const ARROWS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

interface Handlers {
  /** Moves the entry; false when it cannot go that way. */
  move: (key: ArrowKey) => boolean;
  /** Goes to the entry `step` away; false when there is none. */
  go: (step: -1 | 1) => boolean;
}

export function onArrowKey(event: KeyboardEvent, { move, go }: Handlers): void {
  if (!ARROWS.includes(event.key)) return;
  const key = event.key as ArrowKey;
  const vertical = key === 'ArrowUp' || key === 'ArrowDown';
  const done = event.altKey ? move(key) : vertical && go(key === 'ArrowUp' ? -1 : 1);
  if (done) event.preventDefault();
}
