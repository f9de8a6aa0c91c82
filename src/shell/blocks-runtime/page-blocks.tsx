import styled from 'styled-components';
import type { Block, RevealSections } from '../../shared/content/types.ts';
import { FirstBlock } from '../../shared/ui/responsive-image.tsx';
import { BlockBoundary } from './block-boundary.tsx';
import type { BlockLoader } from './block-loader.ts';
import { Reveal } from './reveal.tsx';

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
        const boundary = (
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
