import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountersBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { mockIntersectionObserver, mockReducedMotion } from '../../tests/helpers/intersection-observer.ts';
import Counters from './index.tsx';
import { easeOutCubic, figureAt, progressAt } from './count-up.ts';
import example from './example.json';

const block = (overrides: Partial<CountersBlock> = {}): CountersBlock => ({
  type: 'counters',
  heading: 'Our Work in Numbers',
  durationMs: 2000,
  threshold: 0.5,
  replay: 'once',
  items: [
    { number: 1000, suffix: '+', label: 'Households' },
    { number: 9, label: 'States' },
  ],
  ...overrides,
});

const renderIt = (props: CountersBlock) =>
  render(
    <ThemeProvider theme={theme}>
      <Counters {...props} />
    </ThemeProvider>,
  );
/** The figures as seen on screen (the moving ones). */
const shown = () => [...document.querySelectorAll('[data-counter]')].map((element) => element.textContent);
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the ease-out cubic curve', () => {
  it('is 87.5% of the way at half the time, and exact at the ends', () => {
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(progressAt(1000, 2000)).toBe(0.875);
    expect(progressAt(0, 2000)).toBe(0);
    expect(progressAt(2000, 2000)).toBe(1);
    expect(progressAt(5000, 2000)).toBe(1);
    expect(figureAt(1000, progressAt(1000, 2000))).toBe('875');
    expect(figureAt(4.7, 0.5)).toBe('2.4'); // keeps the target's decimals
  });
});

describe('counting up', () => {
  it('the prerendered HTML shows the final figures', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Counters {...block()} />
      </ThemeProvider>,
    );
    expect(html).toContain('>1000+<');
    expect(html).toContain('>9<');
  });

  it('waits at 0 until half the section is on screen, then follows the curve to the target in 2000 ms', () => {
    const io = mockIntersectionObserver();
    renderIt(block());
    expect(shown()).toEqual(['0+', '0']);
    advance(3000);
    expect(shown()).toEqual(['0+', '0']); // not in view yet: nothing moves
    io.scrollIntoView(0.3);
    advance(500);
    expect(shown()).toEqual(['0+', '0']); // a third visible is not enough
    io.scrollIntoView(0.5);
    advance(1000);
    // Frames come every 16 ms, so the last frame is at most one frame before 1000 ms: 87.5% of 1000 = 875.
    const halfway = Number(shown()[0]?.replace('+', ''));
    expect(halfway).toBeGreaterThanOrEqual(Math.round(1000 * progressAt(1000 - 17, 2000)));
    expect(halfway).toBeLessThanOrEqual(875);
    advance(1100);
    expect(shown()).toEqual(['1000+', '9']);
  });

  it('screen readers always get the real figure, never the moving one', () => {
    mockIntersectionObserver();
    renderIt(block());
    for (const figure of document.querySelectorAll('[data-counter]'))
      expect(figure.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('1000+', { selector: '.visually-hidden', exact: false })).toBeTruthy();
  });

  it('replay "once" counts the first time only', () => {
    const io = mockIntersectionObserver();
    renderIt(block({ replay: 'once' }));
    io.scrollIntoView();
    advance(2100);
    expect(shown()).toEqual(['1000+', '9']);
    expect(io.watched()).toBe(0); // stops watching after the first time
    io.scrollOut();
    io.scrollIntoView();
    advance(100);
    expect(shown()).toEqual(['1000+', '9']);
  });

  it('replay "every-time" goes back to 0 when the section leaves and counts again when it returns', () => {
    const io = mockIntersectionObserver();
    renderIt(block({ replay: 'every-time' }));
    io.scrollIntoView();
    advance(2100);
    expect(shown()).toEqual(['1000+', '9']);
    io.scrollIntoView(0.3); // partly scrolled away: keeps the figures
    expect(shown()).toEqual(['1000+', '9']);
    io.scrollOut();
    expect(shown()).toEqual(['0+', '0']);
    io.scrollIntoView();
    advance(1000);
    expect(Number(shown()[0]?.replace('+', ''))).toBeGreaterThan(800);
    advance(1100);
    expect(shown()).toEqual(['1000+', '9']);
  });

  it('uses the duration from pages.json', () => {
    const io = mockIntersectionObserver();
    renderIt(block({ durationMs: 500 }));
    io.scrollIntoView();
    advance(520);
    expect(shown()).toEqual(['1000+', '9']);
  });

  it('shows the final figures at once, without waiting, when the visitor asked for reduced motion', () => {
    mockReducedMotion();
    const io = mockIntersectionObserver();
    renderIt(block());
    expect(shown()).toEqual(['1000+', '9']);
    io.scrollOut();
    advance(100);
    expect(shown()).toEqual(['1000+', '9']);
  });

  it('shows the final figures where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderIt(example as CountersBlock);
    expect(shown()).toEqual(['9', '10+', '100+']);
  });
});
