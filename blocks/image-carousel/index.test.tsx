import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ImageCarouselBlock } from '../../content/types.ts';
import { mockReducedMotion, renderBlock, tick } from '../../tests/helpers/render-block.tsx';
import ImageCarousel from './index.tsx';
import example from './example.json';

const block = example as ImageCarouselBlock;
const shown = () =>
  screen
    .getAllByRole('img')
    .find((img) => img.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('src');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('shows its heading, text and the Meet Our Team and Join Us buttons', () => {
  renderBlock(<ImageCarousel {...block} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Life at the Foundation' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Meet Our Team' }).getAttribute('href')).toBe('/Member');
  expect(screen.getByRole('link', { name: 'Join Us' }).getAttribute('href')).toBe('/JoinUs');
});

it('advances every 5 s and wraps after the fifth picture', () => {
  renderBlock(<ImageCarousel {...block} />);
  expect(shown()).toBe('/images/life-1.svg');
  tick(4999);
  expect(shown()).toBe('/images/life-1.svg');
  for (const n of [2, 3, 4, 5, 1]) {
    tick(n === 2 ? 1 : 5000);
    expect(shown()).toBe(`/images/life-${n}.svg`);
  }
});

it('previous wraps to the last picture; next and the dots move', () => {
  renderBlock(<ImageCarousel {...block} />);
  fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(shown()).toBe('/images/life-5.svg');
  fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shown()).toBe('/images/life-1.svg');
  fireEvent.click(screen.getByRole('button', { name: 'Show picture 4 of 5' }));
  expect(shown()).toBe('/images/life-4.svg');
});

it('pauses with the pause button and while the pointer is on the picture', () => {
  renderBlock(<ImageCarousel {...block} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  tick(20000);
  expect(shown()).toBe('/images/life-1.svg');
  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  fireEvent.mouseEnter(screen.getAllByRole('img')[0].parentElement!);
  tick(20000);
  expect(shown()).toBe('/images/life-1.svg');
  fireEvent.mouseLeave(screen.getAllByRole('img')[0].parentElement!);
  tick(5000);
  expect(shown()).toBe('/images/life-2.svg');
});

it('stands still under reduced motion', () => {
  mockReducedMotion(true);
  renderBlock(<ImageCarousel {...block} />);
  tick(30000);
  expect(shown()).toBe('/images/life-1.svg');
  expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
});
