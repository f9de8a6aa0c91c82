import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { AccordionBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import Accordion from './index.tsx';
import example from './example.json';

const renderIt = (props: AccordionBlock) =>
  render(
    <ThemeProvider theme={theme}>
      <Accordion {...props} />
    </ThemeProvider>,
  );
const header = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => header(name).getAttribute('aria-expanded') === 'true';
const speakingRule = 'Only Board Members may speak publicly on behalf of the institute.';

it('starts with every section closed; headers are buttons that control their panel', () => {
  renderIt(example as AccordionBlock);
  expect(isOpen('Public Communication')).toBe(false);
  expect(isOpen('Leave')).toBe(false);
  const panel = document.getElementById(header('Leave').getAttribute('aria-controls') ?? '');
  expect(panel?.hidden).toBe(true);
  // Closed content stays in the HTML (search engines, find in page) but is hidden from everyone.
  expect(screen.getByText(speakingRule).closest('[hidden]')).toBeTruthy();
  expect(screen.queryAllByRole('region')).toHaveLength(0);
});

it('opens one section at a time, and clicking the open one closes it', () => {
  renderIt(example as AccordionBlock);
  fireEvent.click(header('Public Communication'));
  expect(isOpen('Public Communication')).toBe(true);
  expect(screen.getByRole('region', { name: 'Public Communication' }).textContent).toContain(speakingRule);
  fireEvent.click(header('Leave'));
  expect(isOpen('Leave')).toBe(true);
  expect(isOpen('Public Communication')).toBe(false);
  fireEvent.click(header('Leave'));
  expect(isOpen('Leave')).toBe(false);
  expect(screen.queryAllByRole('region')).toHaveLength(0);
});

it('can start with a section open, and its titles become h2 without a block heading', () => {
  renderIt({ ...(example as AccordionBlock), heading: undefined, initiallyOpen: 2 });
  expect(isOpen('Leave')).toBe(true);
  expect(screen.getByRole('heading', { level: 2, name: 'Leave' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Requesting leave' })).toBeTruthy();
});

it('with a block heading, the heading is h2 and the titles h3', () => {
  renderIt(example as AccordionBlock);
  expect(screen.getByRole('heading', { level: 2, name: 'Our Code of Conduct' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Leave' })).toBeTruthy();
});
