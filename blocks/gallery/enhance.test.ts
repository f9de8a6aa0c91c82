import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { GalleryBlock } from '../../content/types.ts';
import { enhancedMarkup } from '../../tests/helpers/enhanced-markup.tsx';
import Gallery from './index.tsx';
import { enhance } from './enhance.ts';
import example from './example.json';

const block = example as GalleryBlock;
const start = (props: Partial<GalleryBlock> = {}) =>
  enhancedMarkup(createElement(Gallery, { ...block, ...props }), enhance);
/** The pictures seen (and read), in page order: their number, or the placeholder's text. */
const shown = () =>
  screen.getAllByRole('img').map((img) => img.getAttribute('src')?.match(/gallery-(\d)/)?.[1] ?? img.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const liveText = () => document.querySelector('[aria-live=polite]')?.textContent;

afterEach(() => vi.restoreAllMocks());

it('in the server HTML alone, the arrows move the window one picture, round and round, and say which show', async () => {
  start();
  expect(shown()).toEqual(['1', '2', '3']);
  expect(liveText()).toBe('Pictures 1, 2, 3 of 6');
  await userEvent.click(button('Previous picture'));
  expect(shown()).toEqual(['6', '1', '2']);
  expect(liveText()).toBe('Pictures 6, 1, 2 of 6');
  for (let i = 0; i < 5; i++) await userEvent.click(button('Next picture'));
  expect(shown()).toEqual(['5', '6', '1']);
  expect(liveText()).toBe('Pictures 5, 6, 1 of 6');
});

it('a dot starts the window at its picture and becomes the current one', async () => {
  start();
  await userEvent.click(button('Show picture 4 of 6'));
  expect(shown()).toEqual(['4', '5', '6']);
  expect(button('Show picture 4 of 6').getAttribute('aria-current')).toBe('true');
  expect(button('Show picture 1 of 6').getAttribute('aria-current')).toBeNull();
});

it('works from the keyboard: Enter and Space on the arrows and dots', async () => {
  start();
  button('Next picture').focus();
  await userEvent.keyboard('{Enter}');
  expect(shown()).toEqual(['2', '3', '4']);
  await userEvent.keyboard(' ');
  expect(shown()).toEqual(['3', '4', '5']);
  button('Show picture 6 of 6').focus();
  await userEvent.keyboard('{Enter}');
  expect(shown()).toEqual(['6', '1', '2']);
  expect(document.activeElement).toBe(button('Show picture 6 of 6')); // focus stays where the visitor is
});

it('a picture that fails to load gives way to a labelled Image Not Found placeholder', () => {
  start();
  fireEvent.error(screen.getByRole('img', { name: /visiting a shelter home/ }));
  expect(shown()).toEqual(['1', '2', 'Image Not Found']);
  expect(screen.getByRole('img', { name: /^Image Not Found: .*shelter home/ })).toBeTruthy();
});

it('a picture that failed before the script started is replaced too', () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (this: HTMLImageElement) {
    return this.src.includes('gallery-2');
  });
  start();
  expect(shown()).toEqual(['1', 'Image Not Found', '3']);
});

it('shows every picture and no controls when all fit', () => {
  start({ images: block.images.slice(0, 3) });
  expect(shown()).toEqual(['1', '2', '3']);
  expect(screen.queryByRole('button')).toBeNull();
});
