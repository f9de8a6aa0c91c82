import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, it } from 'vitest';
import type { LinkCardsBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import LinkCards from './index.tsx';
import example from './example.json';

it('links every card to its page, the link named after the card', () => {
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <LinkCards {...(example as LinkCardsBlock)} />
      </ThemeProvider>
    </Router>,
  );
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Education', 'Healthcare']);
  expect(screen.getByRole('link', { name: 'Know More about Education' }).getAttribute('href')).toBe('/education');
  expect(screen.getByRole('link', { name: 'Know More about Healthcare' }).getAttribute('href')).toBe('/healthcare');
  expect(screen.getByRole('img', { name: /Children in a classroom/ })).toBeTruthy();
});
