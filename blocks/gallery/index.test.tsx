import { fireEvent, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { GalleryBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import Gallery from './index.tsx';
import example from './example.json';

const block = example as GalleryBlock;
const shown = () =>
  screen.getAllByRole('img').map((img) => img.getAttribute('src')?.match(/gallery-(\d)/)?.[1] ?? img.textContent);

it('shows three of the six pictures at a time', () => {
  renderBlock(<Gallery {...block} />);
  expect(shown()).toEqual(['1', '2', '3']);
});

it('each arrow click moves one picture, cycling both ways', () => {
  renderBlock(<Gallery {...block} />);
  const next = screen.getByRole('button', { name: 'Next picture' });
  fireEvent.click(next);
  expect(shown()).toEqual(['2', '3', '4']);
  for (let i = 0; i < 3; i++) fireEvent.click(next);
  expect(shown()).toEqual(['5', '6', '1']);
  fireEvent.click(next);
  fireEvent.click(next);
  expect(shown()).toEqual(['1', '2', '3']);
  fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(shown()).toEqual(['6', '1', '2']);
  expect(screen.getByText('Pictures 6, 1, 2 of 6')).toBeTruthy();
});

it('replaces a picture that fails to load with an Image Not Found placeholder', () => {
  renderBlock(<Gallery {...block} />);
  fireEvent.error(screen.getByRole('img', { name: /visiting a shelter home/ }));
  expect(shown()).toEqual(['1', '2', 'Image Not Found']);
  expect(screen.getByRole('img', { name: /^Image Not Found: / })).toBeTruthy();
});

it('shows no arrows when every picture fits', () => {
  renderBlock(<Gallery {...block} images={block.images.slice(0, 3)} />);
  expect(screen.queryByRole('button')).toBeNull();
});

it("in the editor's preview, an edited gallery starts again on its new pictures", () => {
  const { rerender } = renderBlock(<Gallery {...block} />);
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shown()).toEqual(['2', '3', '4']);
  const edited = [block.images[5], ...block.images.slice(0, 5)];
  rerender(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <Gallery {...block} images={edited} />
      </ThemeProvider>
    </Router>,
  );
  expect(shown()).toEqual(['6', '1', '2']);
  expect(screen.getByRole('button', { name: 'Show picture 1 of 6' }).getAttribute('aria-current')).toBe('true');
});
