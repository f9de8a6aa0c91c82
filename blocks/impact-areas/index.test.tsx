import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { ImpactAreasBlock } from '../../src/content/types';
import { theme } from '../../src/theme/tokens';
import ImpactAreas from './index';
import example from './example.json';

it('shows each area with its picture (lazy, sized) and description', () => {
  render(<ThemeProvider theme={theme}><ImpactAreas {...(example as ImpactAreasBlock)} /></ThemeProvider>);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Urban Slums', 'Rural Villages']);
  const picture = screen.getByRole('img', { name: /village school/ });
  expect(picture.getAttribute('loading')).toBe('lazy');
  expect(picture.getAttribute('width')).toBeTruthy();
  expect(screen.getByText(/crowded city neighbourhoods/)).toBeTruthy();
});
