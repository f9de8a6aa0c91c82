import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { HeroCarouselBlock } from '../../content/types.ts';
import { mockReducedMotion, renderBlock, tick } from '../../tests/helpers/render-block.tsx';
import HeroCarousel from './index.tsx';
import example from './example.json';

const block = example as HeroCarouselBlock;
const current = () => screen.getAllByRole('heading').find((h) => !h.closest('[aria-hidden="true"]'))?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('has one h1, the first slide title, and the other titles as h2', () => {
  renderBlock(<HeroCarousel {...block} />);
  expect(screen.getAllByRole('heading', { level: 1, hidden: true }).map((h) => h.textContent)).toEqual([
    'Centre for Civil Administration & Engagement',
  ]);
  expect(screen.getAllByRole('heading', { level: 2, hidden: true })).toHaveLength(2);
});

it('uses a separate heading as the h1 when given, with picture-only slides', () => {
  renderBlock(
    <HeroCarousel type="hero-carousel" heading="Our Journey" slides={block.slides.map(({ image }) => ({ image }))} />,
  );
  expect(screen.getAllByRole('heading', { level: 1, hidden: true }).map((h) => h.textContent)).toEqual(['Our Journey']);
  expect(screen.queryAllByRole('heading', { level: 2, hidden: true })).toHaveLength(0);
});

it('advances every intervalMs and wraps from the last slide to the first', () => {
  renderBlock(<HeroCarousel {...block} />);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
  tick(5999);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
  tick(1);
  expect(current()).toBe('Civil Administrative Fellowship');
  tick(6000);
  expect(current()).toBe('Public Engagement');
  tick(6000);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
});

it('defaults to 5 seconds', () => {
  renderBlock(<HeroCarousel {...block} intervalMs={undefined} />);
  tick(5000);
  expect(current()).toBe('Civil Administrative Fellowship');
});

it('arrows and dots move, previous wraps to the last slide, and the timer restarts after a click', () => {
  renderBlock(<HeroCarousel {...block} />);
  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(current()).toBe('Public Engagement');
  fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
  expect(current()).toBe('Civil Administrative Fellowship');
  expect(screen.getByRole('button', { name: 'Show slide 2 of 3' }).getAttribute('aria-current')).toBe('true');
  tick(4000);
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  tick(4000);
  expect(current()).toBe('Public Engagement');
});

it('without wrap, stops at the ends', () => {
  renderBlock(<HeroCarousel {...block} wrap={false} />);
  expect((screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true);
  tick(6000);
  tick(6000);
  expect(current()).toBe('Public Engagement');
  tick(12000);
  expect(current()).toBe('Public Engagement');
  expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true);
});

it('the pause button stops and restarts the rotation', () => {
  renderBlock(<HeroCarousel {...block} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  tick(20000);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  tick(6000);
  expect(current()).toBe('Civil Administrative Fellowship');
});

it('holds while keyboard focus is on its buttons', () => {
  renderBlock(<HeroCarousel {...block} />);
  fireEvent.focus(screen.getByRole('link', { name: 'Apply Now' }));
  tick(20000);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
});

it('does not move by itself under reduced motion, and shows no pause button', () => {
  mockReducedMotion(true);
  renderBlock(<HeroCarousel {...block} />);
  tick(30000);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
  expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(current()).toBe('Civil Administrative Fellowship');
});

it('autoAdvance false never moves by itself', () => {
  renderBlock(<HeroCarousel {...block} autoAdvance={false} />);
  tick(30000);
  expect(current()).toBe('Centre for Civil Administration & Engagement');
});

it('the scroll button glides to its section, instantly under reduced motion, and focuses it', () => {
  const target = document.createElement('section');
  target.id = 'mission';
  document.body.append(target);
  const scrollIntoView = vi.fn();
  target.scrollIntoView = scrollIntoView;
  renderBlock(<HeroCarousel {...block} />);
  fireEvent.click(screen.getByRole('link', { name: /Scroll to explore/ }));
  expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  expect(document.activeElement).toBe(target);
  mockReducedMotion(true);
  fireEvent.click(screen.getByRole('link', { name: /Scroll to explore/ }));
  expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  target.remove();
});
