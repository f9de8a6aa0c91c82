import type { Block } from '../content/types';
import { BlockBoundary } from './block-boundary';
import { loadedBlock } from './block-loader';

interface Props {
  pagePath: string;
  blocks: Block[];
}

/** Renders a page's blocks in order, each inside its own error boundary. */
export function PageBlocks({ pagePath, blocks }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = loadedBlock(block.type);
        if (!Component) {
          console.error(`Block ${index + 1} (${block.type}) on page ${pagePath} has no loaded component and was left out.`);
          return null;
        }
        return (
          <BlockBoundary key={`${index}-${block.type}`} pagePath={pagePath} index={index} type={block.type}>
            <Component {...block} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
