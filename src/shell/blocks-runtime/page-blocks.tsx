import styled from 'styled-components';
import type { Block, RevealSections } from '../../../content/types.ts';
import { FirstBlock } from '../../shared/ui/responsive-image.tsx';
import { BlockBoundary } from './block-boundary.tsx';
import type { BlockLoader } from './block-loader.ts';
import { Reveal } from './reveal.tsx';
import { usePageLanguage } from '../../shared/i18n/page-language.ts';
import { IslandPlaceholder, type IslandSlot, useIslandSlots } from '../islands/island-slots.tsx';

interface Props {
  pagePath: string;
  /** Where the blocks' components come from (already loaded for these blocks). */
  loader: BlockLoader;
  blocks: Block[];
  revealSections?: RevealSections;
  /** Positions of sections shown in English on a Hindi or Telugu page. */
  englishBlocks?: number[];
}

/** A section left in English: marked for screen readers, without a box of its own in the layout. */
const English = styled.div` display: contents; `;

/** Renders a page's blocks in order, each inside its own error boundary. */
export function PageBlocks({ pagePath, loader, blocks, revealSections, englishBlocks }: Props) {
  // While prerendering, islands are left as empty slots, rendered afterwards as roots of their own.
  const islands = useIslandSlots();
  const { language } = usePageLanguage();
  return (
    <>
      {blocks.map((block, index) => {
        const Component = loader.component(block.type);
        if (!Component) {
          console.error(
            `Block ${index + 1} (${block.type}) on page ${pagePath} has no loaded component and was left out.`,
          );
          return null;
        }
        const slot: IslandSlot | undefined = islands?.isIsland(block.type)
          ? { id: `i${islands.slots.length}`, type: block.type, block, first: index === 0, language }
          : undefined;
        if (slot) islands?.slots.push(slot);
        const boundary = slot ? (
          <IslandPlaceholder
            key={`${index}-${block.type}`}
            slot={slot}
            wake={islands?.wakeOf(block.type) ?? 'visible'}
          />
        ) : (
          <BlockBoundary key={`${index}-${block.type}`} pagePath={pagePath} index={index} type={block.type}>
            {/* The first block's main picture is on the first screen: it loads first, not lazily. */}
            {index === 0 ? (
              <FirstBlock.Provider value>
                <Component {...block} />
              </FirstBlock.Provider>
            ) : (
              <Component {...block} />
            )}
          </BlockBoundary>
        );
        const rendered = englishBlocks?.includes(index) ? (
          <English key={`${index}-${block.type}`} lang="en">
            {boundary}
          </English>
        ) : (
          boundary
        );
        return revealSections ? (
          <Reveal key={`${index}-${block.type}`} settings={revealSections}>
            {rendered}
          </Reveal>
        ) : (
          rendered
        );
      })}
    </>
  );
}
