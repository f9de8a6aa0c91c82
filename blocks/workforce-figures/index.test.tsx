import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { WorkforceFiguresBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import WorkforceFigures from './index.tsx';
import example from './example.json';

it('shows the five workforce figures with what they count', () => {
  render(
    <ThemeProvider theme={theme}>
      <WorkforceFigures {...(example as WorkforceFiguresBlock)} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Our People' })).toBeTruthy();
  expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
    '300+',
    '150+',
    '20,000+',
    '6,00,000+',
    '20+',
  ]);
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
    'Volunteers',
    'Interns',
    'Volunteer hours',
    'Cost saved',
    'Core members',
  ]);
});
