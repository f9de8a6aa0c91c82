import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, it } from 'vitest';
import type { InterventionSelectorBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { serverMarkup } from '../../tests/helpers/render-block.tsx';
import InterventionSelector from './index.tsx';
import example from './example.json';

const renderIt = (props: InterventionSelectorBlock) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <InterventionSelector {...props} />
      </ThemeProvider>
    </Router>,
  );

it('starts on the first topic, which has a Read more link', () => {
  renderIt(example as InterventionSelectorBlock);
  expect(screen.getByRole('heading', { level: 3, name: 'Education' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /Read more/ }).getAttribute('href')).toBe('/education');
});

it('pointing at, focusing or clicking a topic shows its description; no Read more without a link', () => {
  renderIt(example as InterventionSelectorBlock);
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Healthcare' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Healthcare' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /Read more/ })).toBeNull();
  fireEvent.focus(screen.getByRole('button', { name: 'Education' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Education' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Healthcare' }));
  expect(screen.getByRole('button', { name: 'Healthcare' }).getAttribute('aria-pressed')).toBe('true');
});

it('can start on another topic', () => {
  renderIt({ ...(example as InterventionSelectorBlock), initial: 2 });
  expect(screen.getByRole('heading', { level: 3, name: 'Healthcare' })).toBeTruthy();
});

/** Hidden from everyone: not displayed, not in the accessibility tree. */
const isHidden = (element: Element) => element.closest('[hidden]') !== null;

it("the server HTML holds every topic's description; only the chosen one is seen and announced", () => {
  const html = serverMarkup(<InterventionSelector {...(example as InterventionSelectorBlock)} />);
  expect(html.textContent).toContain(
    "We support children's learning in urban slums, rural villages and shelter homes.",
  );
  expect(html.textContent).toContain("Healthcare is one of the foundation's five areas of work.");
  expect(isHidden(within(html).getByText(/We support children/))).toBe(false);
  expect(isHidden(within(html).getByText(/Healthcare is one/))).toBe(true);
  // Role queries skip hidden elements: one heading and one Read more, as when only the chosen topic was rendered.
  expect(
    within(html)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Education']);
  expect(within(html).getAllByRole('link')).toHaveLength(1);
});

it('choosing a topic hides the one before', () => {
  renderIt(example as InterventionSelectorBlock);
  fireEvent.click(screen.getByRole('button', { name: 'Healthcare' }));
  expect(isHidden(screen.getByText(/Healthcare is one/))).toBe(false);
  expect(isHidden(screen.getByText(/We support children/))).toBe(true);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Healthcare']);
});
