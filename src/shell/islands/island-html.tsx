/**
 * Server side of islands: renders each island slot as a root of its own (its own id prefix, as the
 * browser's hydrateRoot will) and puts it into the page's HTML with its props as JSON beside it.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Block } from '../../../content/types.ts';
import type { UiStrings } from '../../shared/i18n/ui-strings/en.ts';
import type { BlockLoader } from '../blocks-runtime/block-loader.ts';
import { scriptJson } from '../head/fill-template.ts';
import { islandPrefix } from './island-prefix.ts';
import { IslandRoot } from './island-root.tsx';
import { islandElementId, type IslandProps, type IslandSlot } from './island-slots.tsx';

export function withIslands(
  appHtml: string,
  slots: IslandSlot[],
  {
    loader,
    strings,
    ssrPath,
    wrap,
  }: { loader: BlockLoader; strings?: UiStrings; ssrPath: string; wrap: (node: ReactNode) => ReactNode },
): string {
  let html = appHtml;
  for (const { id, ...props } of slots) {
    const Component = loader.component(props.type) as ComponentType<Block> | undefined;
    if (!Component) continue;
    const island = renderToString(
      wrap(
        <IslandRoot language={props.language} strings={strings} first={props.first} ssrPath={ssrPath}>
          <Component {...props.block} />
        </IslandRoot>,
      ),
      { identifierPrefix: islandPrefix(id) },
    );
    const element = new RegExp(`(<div data-island="[^"]*"[^>]* id="${islandElementId(id)}"[^>]*>)</div>`);
    const json = scriptJson({ ...props } satisfies IslandProps);
    html = html.replace(
      element,
      (_, open: string) =>
        `${open}${island}</div><script type="application/json" data-island-props="${id}">${json}</script>`,
    );
  }
  return html;
}
