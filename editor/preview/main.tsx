/**
 * The editor's preview page (in an iframe of editor/app/preview.tsx): one section rendered through the
 * site's block registry and page renderer, inside its theme and a router, as a page of the site shows it.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blockRegistry } from '../../blocks/registry.ts';
import { createBlockLoader } from '../../src/shell/blocks-runtime/block-loader.ts';
import { PageBlocks } from '../../src/shell/blocks-runtime/page-blocks.tsx';
import type { Block, BlockType } from '../../src/shared/content/types.ts';
import { GlobalStyle } from '../../src/shared/theme/global-style.ts';
import { theme } from '../../src/shared/theme/tokens.ts';

const loader = createBlockLoader(blockRegistry);

function PreviewPage() {
  const [block, setBlock] = useState<Block>();
  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== location.origin || event.data?.kind !== 'editor-preview') return;
      const next = event.data.block as Block | undefined;
      if (next && next.type in blockRegistry) await loader.load([next.type as BlockType]);
      setBlock(next);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage('preview-ready', location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    // Not a <main>: the editor around it has the page's one main landmark.
    <div>
      {block ? <PageBlocks pagePath="/editor-preview" loader={loader} blocks={[block]} /> : <p>Choose a section.</p>}
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {/* A memory router: a link in the preview changes nothing instead of leaving the editor. */}
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <PreviewPage />
      </ThemeProvider>
    </Router>
  </StrictMode>,
);
