/**
 * The /_blocks page of `npm run dev` (served by scripts/build/vite-plugin-blocks-catalogue.ts, never built):
 * every block type rendered from its blocks/<type>/example.json beside that JSON, through the real
 * registry and page renderer, inside the site's theme and a router, so what you see is what a page shows.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blockRegistry } from '../../../blocks/registry.ts';
import { createBlockLoader } from '../blocks-runtime/block-loader.ts';
import { PageBlocks } from '../blocks-runtime/page-blocks.tsx';
import type { Block, BlockType } from '../../../content/types.ts';
import { GlobalStyle } from '../../shared/theme/global-style.ts';
import { theme } from '../../shared/theme/tokens.ts';

const examples = import.meta.glob<Block>('../../../blocks/*/example.json', { eager: true, import: 'default' });
const types = (Object.keys(blockRegistry) as BlockType[]).sort();
const blockLoader = createBlockLoader(blockRegistry);
const exampleOf = (type: string) => examples[`../../../blocks/${type}/example.json`];

const Entry = styled.article`
  border-top: 4px solid ${({ theme }) => theme.colors.secondary};
  scroll-margin-top: ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.media.desktop} { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
`;
const Label = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.space.m};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  background: ${({ theme }) => theme.colors.secondarySoft};
`;
const Json = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.m};
  max-height: 40rem;
  overflow: auto;
  font-size: ${({ theme }) => theme.fontSizes.small};
  background: ${({ theme }) => theme.colors.surface};
`;
const Index = styled.nav`
  padding: ${({ theme }) => theme.space.l};
  a { margin-right: ${({ theme }) => theme.space.m}; display: inline-block; }
`;

function Catalogue() {
  return (
    <main>
      <Index aria-label="Block types">
        <h1>Block catalogue</h1>
        <p>Every block type rendered from blocks/&lt;type&gt;/example.json. Fields: docs/blocks.md.</p>
        {types.map((type) => (
          <a key={type} href={`#block-${type}`}>
            {type}
          </a>
        ))}
      </Index>
      {types.map((type) => (
        <Entry key={type} id={`block-${type}`} aria-label={type}>
          <Label>{type}</Label>
          <div>
            {exampleOf(type) ? (
              <PageBlocks pagePath={`/_blocks#${type}`} loader={blockLoader} blocks={[exampleOf(type)]} />
            ) : (
              <p>No example.json yet.</p>
            )}
          </div>
          <Json>{JSON.stringify(exampleOf(type), null, 2)}</Json>
        </Entry>
      ))}
    </main>
  );
}

document.title = 'Block catalogue (dev)';
await blockLoader.load(types);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {/* A memory router: a link inside an example changes nothing on this page instead of leaving it. */}
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Catalogue />
      </ThemeProvider>
    </Router>
  </StrictMode>,
);
