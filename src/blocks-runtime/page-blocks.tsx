import type { Block, RevealSections } from '../content/types';
import { FirstBlock } from '../ui/responsive-image';
import { BlockBoundary } from './block-boundary';
import { loadedBlock } from './block-loader';
import { Reveal } from './reveal';

interface Props {
  pagePath: string;
  blocks: Block[];
  revealSections?: RevealSections;
}

/** Renders a page's blocks in order, each inside its own error boundary. */
export function PageBlocks({ pagePath, blocks, revealSections }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = loadedBlock(block.type);
        if (!Component) {
          console.error(
            `Block ${index + 1} (${block.type}) on page ${pagePath} has no loaded component and was left out.`,
          );
          return null;
        }
        const rendered = (
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
