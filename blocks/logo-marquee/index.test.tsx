import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LogoMarqueeBlock } from '../../content/types.ts';
import { mockReducedMotion, renderBlock } from '../../tests/helpers/render-block.tsx';
import LogoMarquee from './index.tsx';
import example from './example.json';

const block = example as LogoMarqueeBlock;
const tracks = (container: HTMLElement) => [...container.querySelectorAll('ul')] as HTMLElement[];

afterEach(() => vi.restoreAllMocks());

it('renders each strip with its name, four copies of its logos, 50 s per loop, and its direction', () => {
  const { container } = renderBlock(<LogoMarquee {...block} />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Institutions',
    'Civil Society',
    'Markets',
  ]);
  const [institutions, civil, markets] = tracks(container);
  expect([institutions, civil, markets].map((t) => t.querySelectorAll('li').length)).toEqual([44, 40, 44]);
  for (const track of [institutions, civil, markets]) {
    expect(track.style.animationDuration).toBe('50s');
    expect(track.style.getPropertyValue('--marquee-shift')).toBe('-25%');
  }
  expect([institutions, civil, markets].map((t) => t.style.animationDirection)).toEqual([
    'normal',
    'normal',
    'reverse',
  ]);
});

it('names each logo once for screen readers; the repeats are hidden', () => {
  renderBlock(<LogoMarquee {...block} />);
  expect(screen.getAllByRole('img').length).toBe(32);
  expect(screen.getByRole('img', { name: 'Partner Institution 3 logo (placeholder)' })).toBeTruthy();
});

it('has a pause button, and none under reduced motion', () => {
  const { unmount } = renderBlock(<LogoMarquee {...block} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pause moving logos' }));
  expect(screen.getByRole('button', { name: 'Play moving logos' })).toBeTruthy();
  unmount();
  mockReducedMotion(true);
  renderBlock(<LogoMarquee {...block} />);
  expect(screen.queryByRole('button')).toBeNull();
});
