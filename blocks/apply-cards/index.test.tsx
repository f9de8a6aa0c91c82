import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, it } from 'vitest';
import type { ApplyCardsBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import ApplyCards from './index.tsx';
import example from './example.json';

const block = example as ApplyCardsBlock;
const renderIt = (props: ApplyCardsBlock) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <ApplyCards {...props} />
      </ThemeProvider>
    </Router>,
  );

it('shows at most maxVisible cards: the fourth, general card stays hidden', () => {
  expect(block.cards).toHaveLength(4);
  renderIt(block);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Centre for Social Impact & Innovation',
    'Centre for Social Awareness & Action',
    'Centre for Civil Administration & Engagement',
  ]);
  expect(screen.queryByText('General Volunteer')).toBeNull();
});

it('gives every card an Apply Now button to its own page, named after the card', () => {
  renderIt(block);
  const links = screen.getAllByRole('link', { name: /Apply Now/ });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/csii', '/csaa', '/ccae']);
  expect(screen.getByRole('link', { name: 'Apply Now: CSAA' })).toBeTruthy();
});

it('follows maxVisible when it changes', () => {
  renderIt({ ...block, maxVisible: 4 });
  expect(screen.getAllByRole('link', { name: /Apply Now/ })).toHaveLength(4);
  renderIt({ ...block, maxVisible: 1 });
  expect(screen.getAllByRole('heading', { level: 3, name: /Centre for Social Impact/ })).toHaveLength(2);
});
