import { readFileSync, readdirSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../blocks/registry.ts';
import { createBlockLoader } from '../src/shell/blocks-runtime/block-loader.ts';
import { PageBlocks } from '../src/shell/blocks-runtime/page-blocks.tsx';
import type { Block, BlockType } from '../content/types.ts';
import { theme } from '../src/shared/theme/tokens.ts';

const types = readdirSync('blocks', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name) as BlockType[];
const example = (type: string) => JSON.parse(readFileSync(`blocks/${type}/example.json`, 'utf8')) as Block;

const blockLoader = createBlockLoader(blockRegistry);
const loadBlockTypes = blockLoader.load;

const renderBlocks = (blocks: Block[]) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <PageBlocks pagePath="/test" loader={blockLoader} blocks={blocks} />
      </ThemeProvider>
    </Router>,
  );

afterEach(() => vi.restoreAllMocks());

describe('every block renders its example', () => {
  it.each(types)('%s', async (type) => {
    await loadBlockTypes([type]);
    const { container } = renderBlocks([example(type)]);
    expect(container.textContent?.length).toBeGreaterThan(0);
    // Every string field of the example a visitor should read is on screen.
    const heading = (example(type) as { heading?: string }).heading;
    if (heading) expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });
});

describe('a block that throws', () => {
  it('is logged with its page and position, and the rest of the page still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadBlockTypes(['banner', 'hero']);
    // A hero without its image breaks while rendering: the shape a hand-edited file could reach at run time.
    const broken = { type: 'hero', heading: 'Broken' } as unknown as Block;
    renderBlocks([broken, example('banner')]);
    expect(screen.getByText(/2M\+/)).toBeTruthy();
    expect(screen.queryByText('Broken')).toBeNull();
    expect(
      error.mock.calls.some((call) => String(call[0]).includes('Block 1 (hero) on page /test failed to render')),
    ).toBe(true);
  });
});

it('block code loads on demand, one chunk per type', () => {
  for (const load of Object.values(blockRegistry)) expect(typeof load).toBe('function');
});
