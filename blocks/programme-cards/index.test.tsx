import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { ProgrammeCardsBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import ProgrammeCards from './index.tsx';
import example from './example.json';

it('shows each programme with its full title, description and feature list', () => {
  render(
    <ThemeProvider theme={theme}>
      <ProgrammeCards {...(example as ProgrammeCardsBlock)} />
    </ThemeProvider>,
  );
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Teacher Training',
    'Digital Classrooms',
  ]);
  expect(screen.getByText('Teacher Training and Development')).toBeTruthy();
  const list = screen.getByRole('list', { name: 'Teacher Training: what we do' });
  expect(list.querySelectorAll('li')).toHaveLength(4);
});
