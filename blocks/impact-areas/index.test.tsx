import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { ImpactAreasBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import ImpactAreas from './index.tsx';
import example from './example.json';

// As the build delivers it: each picture with its size and resized copies (scripts/lib/responsive-images.ts).
const built = example as ImpactAreasBlock;
const areas = built.areas.map((area) => ({
  ...area,
  image: {
    ...area.image,
    width: 1600,
    height: 900,
    variants: { path: '/assets/img/area-1a2b3c4d', widths: [480, 960, 1600] },
  },
}));

it('shows each area with its picture (lazy, sized) and description', () => {
  render(
    <ThemeProvider theme={theme}>
      <ImpactAreas {...built} areas={areas} />
    </ThemeProvider>,
  );
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Urban Slums',
    'Rural Villages',
  ]);
  const picture = screen.getByRole('img', { name: /village school/ });
  expect(picture.getAttribute('loading')).toBe('lazy');
  expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1600', '900']);
  expect(picture.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
    '/assets/img/area-1a2b3c4d-960.avif 960w',
  );
  expect(screen.getByText(/crowded city neighbourhoods/)).toBeTruthy();
});
