import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { Reveal } from './reveal.tsx';
import { theme } from '../../shared/theme/tokens.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; options?: IntersectionObserverInit } | undefined;

function mockObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observed = { callback, options };
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = undefined;
});

const renderReveal = () =>
  render(
    <ThemeProvider theme={theme}>
      <Reveal settings={{ threshold: 0.5, durationMs: 450 }}>
        <p>Section text</p>
      </Reveal>
    </ThemeProvider>,
  );
const state = () => screen.getByText('Section text').parentElement!.getAttribute('data-reveal');

it('shows the section at first, hides it when found outside the view, fades it in when half visible', () => {
  mockObserver();
  renderReveal();
  expect(observed?.options?.threshold).toContain(0.5);
  expect(state()).toBe('shown');
  act(() => observed!.callback([{ isIntersecting: false, intersectionRatio: 0 }]));
  expect(state()).toBe('hidden');
  act(() =>
    observed!.callback([
      {
        isIntersecting: true,
        intersectionRatio: 0.3,
        intersectionRect: { height: 100 } as DOMRectReadOnly,
        rootBounds: { height: 800 } as DOMRectReadOnly,
      },
    ]),
  );
  expect(state()).toBe('hidden');
  act(() => observed!.callback([{ isIntersecting: true, intersectionRatio: 0.5 }]));
  expect(state()).toBe('shown');
});

it('a section taller than twice the screen shows once it fills half the screen', () => {
  mockObserver();
  renderReveal();
  const screen = { height: 800 } as DOMRectReadOnly;
  act(() => observed!.callback([{ isIntersecting: false, intersectionRatio: 0, rootBounds: screen }]));
  expect(state()).toBe('hidden');
  act(() =>
    observed!.callback([
      {
        isIntersecting: true,
        intersectionRatio: 0.2,
        intersectionRect: { height: 400 } as DOMRectReadOnly,
        rootBounds: screen,
      },
    ]),
  );
  expect(state()).toBe('shown');
});

it('a section already in view is never hidden', () => {
  mockObserver();
  renderReveal();
  act(() => observed!.callback([{ isIntersecting: true, intersectionRatio: 1 }]));
  expect(state()).toBe('shown');
});

it('under reduced motion nothing is hidden', () => {
  mockObserver();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));
  renderReveal();
  expect(observed).toBeUndefined();
  expect(state()).toBe('shown');
});
