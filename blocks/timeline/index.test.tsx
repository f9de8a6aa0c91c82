import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { TimelineBlock } from '../../content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import Timeline from './index.tsx';
import example from './example.json';

it('shows the entries in order, each with its year, title and achievements', () => {
  renderBlock(<Timeline {...(example as TimelineBlock)} />);
  const [list] = screen.getAllByRole('list');
  const entries = within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
  expect(entries.map((li) => li.querySelector('p')?.textContent)).toEqual(['2021', '2023', '2024']);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'The Beginning',
    'Reaching Shelter Homes',
    'Growing Together',
  ]);
  expect(within(screen.getByRole('list', { name: 'Achievements in 2023' })).getByText('7+ shelter homes')).toBeTruthy();
  const in2024 = within(screen.getByRole('list', { name: 'Achievements in 2024' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(in2024).toEqual(['12+ locations', '30+ core team', '400+ volunteers']);
});

it('an entry without achievements has no list', () => {
  renderBlock(
    <Timeline
      type="timeline"
      heading="Milestones"
      entries={[{ year: 2025, title: 'Next', description: 'More to come.' }]}
    />,
  );
  expect(screen.getAllByRole('list')).toHaveLength(1);
});
