import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { StatisticsBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import Statistics from './index.tsx';
import example from './example.json';

it('shows every figure with its label under the heading', () => {
  render(
    <ThemeProvider theme={theme}>
      <Statistics {...(example as StatisticsBlock)} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Why It Matters' })).toBeTruthy();
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  expect(terms.map((t) => t.textContent)).toEqual([
    'children aged 6-18 are out of school',
    'children work as child labourers',
    'of schools offer Class 1 to 12',
  ]);
  expect(values.map((v) => v.textContent)).toEqual(['46M', '33M', '3%']);
  expect(within(terms[0].parentElement as HTMLElement).getByText('46M')).toBeTruthy();
});
