import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LogoMarqueeBlock } from '../../content/types.ts';
import { enhancedMarkup } from '../../tests/helpers/enhanced-markup.tsx';
import { mockReducedMotion } from '../../tests/helpers/render-block.tsx';
import LogoMarquee from './index.tsx';
import { enhance } from './enhance.ts';
import example from './example.json';

const block = example as LogoMarqueeBlock;
const start = () => enhancedMarkup(createElement(LogoMarquee, block), enhance);
/** The strips stop when their CSS says paused: the block's rule for [data-paused] applies to every track. */
const tracksPaused = (root: HTMLElement) =>
  [...root.querySelectorAll('ul')].every((track) => getComputedStyle(track).animationPlayState === 'paused');
const glyph = () =>
  [...screen.getByRole('button').querySelectorAll<SVGElement>('[data-glyph]')]
    .filter((svg) => svg.style.display !== 'none')
    .map((svg) => svg.dataset.glyph);

afterEach(() => vi.restoreAllMocks());

it('in the server HTML alone, the pause button stops the strips and says Play; pressed again, they move on', async () => {
  const root = start();
  expect(tracksPaused(root)).toBe(false);
  expect(glyph()).toEqual(['pause']);
  await userEvent.click(screen.getByRole('button', { name: 'Pause moving logos' }));
  expect(tracksPaused(root)).toBe(true);
  expect(glyph()).toEqual(['play']);
  await userEvent.click(screen.getByRole('button', { name: 'Play moving logos' }));
  expect(tracksPaused(root)).toBe(false);
  expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Pause moving logos');
});

it('works from the keyboard: Enter and Space on the focused button', async () => {
  start();
  screen.getByRole('button').focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Play moving logos');
  await userEvent.keyboard(' ');
  expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Pause moving logos');
});

it('offers no button under reduced motion (nothing moves)', () => {
  mockReducedMotion(true);
  start();
  expect(screen.queryByRole('button')).toBeNull();
});
