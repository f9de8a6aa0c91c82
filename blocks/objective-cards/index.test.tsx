import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, it } from 'vitest';
import type { ObjectiveCardsBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import ObjectiveCards from './index.tsx';
import example from './example.json';

const renderIt = (props: ObjectiveCardsBlock) =>
  render(
    <Router hook={memoryLocation({ path: '/ccae' }).hook}>
      <ThemeProvider theme={theme}>
        <ObjectiveCards {...props} />
      </ThemeProvider>
    </Router>,
  );

it('shows each card with its title and description, under the section heading, and the button', () => {
  renderIt(example as ObjectiveCardsBlock);
  expect(document.getElementById('mission')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Building Leaders for Public Good' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Democratic Engagement',
    'Ethical Leadership',
    'Transformative Impact',
  ]);
  expect(screen.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/JoinUs');
  expect(document.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
});

it('without a heading the card titles are the section headings, and the button is optional', () => {
  renderIt({
    ...(example as ObjectiveCardsBlock),
    eyebrow: undefined,
    heading: undefined,
    intro: undefined,
    button: undefined,
  });
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  expect(screen.queryByRole('link')).toBeNull();
});
