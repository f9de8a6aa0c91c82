/**
 * The browser side of islands (loaded only by pages that have one): hydrates one island with its block's
 * component and the props the server wrote beside it, as a React root of its own with the server's id prefix.
 * React, react-dom and styled-components are in this chunk's imports, not in the page's entry.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { blockIslands } from '../../../blocks/islands.ts';
import type { Block } from '../../../content/types.ts';
import type { Language } from '../../../schema/api/languages.ts';
import type { UiStrings } from '../../shared/i18n/ui-strings/en.ts';
import { islandPrefix } from './island-prefix.ts';
import { IslandRoot } from './island-root.tsx';
import type { IslandProps } from './island-slots.tsx';
import { keepTyped } from './typed-before-hydration.ts';

// Only the page's own language's words are loaded (English is in the code).
const STRINGS: Record<Exclude<Language, 'en'>, () => Promise<{ uiStrings: UiStrings }>> = {
  hi: () => import('../../shared/i18n/ui-strings/hi.ts'),
  te: () => import('../../shared/i18n/ui-strings/te.ts'),
};

/** What start-islands.ts does around hydrating: undo its own marks on the server's HTML, then replay what was done. */
export interface AroundHydration {
  /** Just before hydrating: the island's HTML as the server drew it again. */
  before?: () => void;
  /** Once hydrated: what the visitor did before, handed to the island. */
  after?: () => void;
}

export async function hydrateIsland(element: HTMLElement, { before, after }: AroundHydration = {}): Promise<void> {
  const id = element.id.replace(/^island-/, '');
  const json = element.parentElement?.querySelector(`script[data-island-props="${id}"]`)?.textContent;
  if (!json) throw new Error(`Island ${id} has no props in the page.`);
  const props = JSON.parse(json) as IslandProps;
  const load = blockIslands[props.type] as (() => Promise<{ default: ComponentType<Block> }>) | undefined;
  if (!load) throw new Error(`The block type "${props.type}" is not an island (blocks/${props.type}/block.ts).`);
  const [{ default: Component }, strings] = await Promise.all([
    load(),
    props.language === 'en' ? undefined : STRINGS[props.language]().then((module) => module.uiStrings),
  ]);
  before?.();
  const replayTyped = keepTyped(element);
  const hydrated = () => {
    replayTyped();
    after?.();
  };
  hydrateRoot(
    element,
    <IslandRoot language={props.language} strings={strings} first={props.first} onHydrated={hydrated}>
      <Component {...props.block} />
    </IslandRoot>,
    { identifierPrefix: islandPrefix(id) },
  );
}
