import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import type { ProgrammeTimelineHeroBlock } from '../../content/types.ts';
import { enhancedMarkup } from '../../tests/helpers/enhanced-markup.tsx';
import ProgrammeTimelineHero from './index.tsx';
import { enhance } from './enhance.ts';
import example from './example.json';

const block = example as ProgrammeTimelineHeroBlock;
const start = (props: Partial<ProgrammeTimelineHeroBlock> = {}) =>
  enhancedMarkup(createElement(ProgrammeTimelineHero, { ...block, ...props }), enhance);
const year = (name: string) => screen.getByRole('button', { name });
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
/** What is seen: the one picture and the one figure not hidden. */
const picture = () => screen.getByRole('img').getAttribute('src');
const figure = () =>
  screen
    .getAllByText(/%/)
    .filter((element) => !element.closest('[hidden]'))
    .map((e) => e.textContent);

it('in the server HTML alone, a click on a year shows its figure, caption and picture', async () => {
  start();
  expect(pressed()).toEqual(['1947']);
  expect(picture()).toBe('/images/education-timeline-1947.svg');
  await userEvent.click(year('2015'));
  expect(pressed()).toEqual(['2015']);
  expect(picture()).toBe('/images/education-timeline-2015.svg');
  expect(screen.getByRole('img').getAttribute('alt')).toBe(block.entries[2].image.alt);
  expect(figure()).toEqual(['27% of India uneducated']);
  expect(screen.getByText('More than one in four still left behind (2015)').closest('[hidden]')).toBeNull();
  expect(screen.getByText('At independence (1947)').closest('[hidden]')).not.toBeNull();
});

it('works from the keyboard: Tab to a year, Enter or Space chooses it', async () => {
  start();
  year('1947').focus();
  await userEvent.tab();
  expect(document.activeElement).toBe(year('2005'));
  await userEvent.keyboard('{Enter}');
  expect(pressed()).toEqual(['2005']);
  await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(pressed()).toEqual(['2015']);
  expect(picture()).toBe('/images/education-timeline-2015.svg');
});

it('starts on the configured year, and only that picture loads at once', () => {
  const root = start({ initial: 4 });
  expect(pressed()).toEqual(['2024']);
  expect(picture()).toBe('/images/education-timeline-2024.svg');
  // The others wait hidden and lazy: a visitor who never chooses a year never downloads them.
  const hidden = [...root.querySelectorAll('img[hidden]')];
  expect(hidden).toHaveLength(3);
  expect(hidden.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
});
