import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, it } from 'vitest';
import type { InterventionSelectorBlock } from '../../src/content/types';
import { theme } from '../../src/theme/tokens';
import InterventionSelector from './index';
import example from './example.json';

const renderIt = (props: InterventionSelectorBlock) => render(
  <Router hook={memoryLocation({ path: '/' }).hook}>
    <ThemeProvider theme={theme}><InterventionSelector {...props} /></ThemeProvider>
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
