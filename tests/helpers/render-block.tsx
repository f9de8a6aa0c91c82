import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { theme } from '../../src/shared/theme/tokens.ts';

/** Renders one block component as the site does: inside the theme and a router at `path`. */
export function renderBlock(element: ReactElement, path = '/') {
  return render(
    <Router hook={memoryLocation({ path }).hook}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </Router>,
  );
}

/**
 * The HTML the prerenderer writes for one block (the theme, and a router at `path` as in src/shell/entry-server.tsx),
 * parsed into a detached element: what a visitor without JavaScript, curl or a search engine gets.
 * Query it with `within(...)`.
 */
export function serverMarkup(element: ReactElement, path = '/') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Router ssrPath={path}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </Router>,
  );
  return container;
}

/** Makes prefers-reduced-motion answer `reduced` until vi.restoreAllMocks(). */
export function mockReducedMotion(reduced: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** Moves fake timers on by `ms` and lets React apply what the timers changed. */
export function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
