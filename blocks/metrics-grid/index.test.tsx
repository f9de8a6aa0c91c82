import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { MetricsGridBlock } from '../../content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import MetricsGrid from './index.tsx';
import example from './example.json';

it('shows each figure with its suffix and label, and its photo', () => {
  renderBlock(<MetricsGrid {...(example as MetricsGridBlock)} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '12+ Locations',
    '3K+ Benefited',
    '10K+ Impacted',
    '25+ Partners',
  ]);
  expect(screen.getAllByRole('img')).toHaveLength(4);
});

it('a tile without a photo and without a suffix', () => {
  renderBlock(<MetricsGrid type="metrics-grid" heading="Figures" items={[{ number: 2000, label: 'Households' }]} />);
  expect(screen.getByRole('listitem').textContent).toBe('2,000 Households');
  expect(screen.queryByRole('img')).toBeNull();
});
