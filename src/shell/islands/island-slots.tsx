import { createContext, useContext } from 'react';
import type { IslandWake } from '../../../content/block-facts.ts';
import type { Block } from '../../../content/types.ts';
import type { Language } from '../../../schema/api/languages.ts';

/** What the server writes into the page for an island: its block's props and where it stands. */
export interface IslandProps {
  type: Block['type'];
  block: Block;
  first: boolean;
  language: Language;
}

export interface IslandSlot extends IslandProps {
  id: string;
}

export interface IslandCollector {
  /** Whether a block type is an island, and when it wakes (the entry knows, from the blocks' registrations). */
  isIsland: (type: Block['type']) => boolean;
  wakeOf: (type: Block['type']) => IslandWake;
  slots: IslandSlot[];
}

/**
 * Set by the server's renderer only: blocks that are islands render an empty slot, collected here, and are
 * rendered afterwards as roots of their own (island-html.tsx), as the browser will hydrate them. Without
 * it (the dev server, the editor's preview, tests) every block renders in place.
 */
export const IslandSlots = createContext<IslandCollector | null>(null);

export const useIslandSlots = () => useContext(IslandSlots);

export const islandElementId = (id: string) => `island-${id}`;

/**
 * The island's empty element in the page's HTML; `display: contents` leaves the layout as it was.
 * `data-wake` tells the browser when to hydrate it (src/shell/islands/start-islands.ts).
 */
export function IslandPlaceholder({ slot, wake }: { slot: IslandSlot; wake: IslandWake }) {
  return <div data-island={slot.type} data-wake={wake} id={islandElementId(slot.id)} style={{ display: 'contents' }} />;
}
