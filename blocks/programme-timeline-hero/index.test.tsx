import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, it } from 'vitest';
import type { ProgrammeTimelineHeroBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { serverMarkup } from '../../tests/helpers/render-block.tsx';
import ProgrammeTimelineHero from './index.tsx';
import example from './example.json';

const block = example as ProgrammeTimelineHeroBlock;
const renderIt = (props: ProgrammeTimelineHeroBlock) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <ProgrammeTimelineHero {...props} />
      </ThemeProvider>
    </Router>,
  );
/** The picture behind the text: the one year picture not hidden. */
const background = () => screen.getByRole('img');
const year = (name: string) => screen.getByRole('button', { name });
/** Hidden from everyone: not displayed, not in the accessibility tree. */
const isHidden = (element: Element) => element.closest('[hidden]') !== null;

it('renders the page heading as the one h1', () => {
  renderIt(block);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Education']);
});

it('starts at the first year: its figure, caption and picture', () => {
  renderIt(block);
  expect(year('1947').getAttribute('aria-pressed')).toBe('true');
  expect(year('2024').getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByText('88%', { exact: false })).toBeTruthy();
  expect(screen.getByText(/At independence/)).toBeTruthy();
  expect(background().getAttribute('src')).toBe('/images/education-timeline-1947.svg');
});

it('choosing a year changes the background and the caption', () => {
  renderIt(block);
  fireEvent.click(year('2015'));
  expect(year('2015').getAttribute('aria-pressed')).toBe('true');
  expect(year('1947').getAttribute('aria-pressed')).toBe('false');
  expect(background().getAttribute('src')).toBe('/images/education-timeline-2015.svg');
  expect(background().getAttribute('alt')).toBe(block.entries[2].image.alt);
  expect(screen.getByText('27%', { exact: false })).toBeTruthy();
  expect(isHidden(screen.getByText('88%', { exact: false }))).toBe(true);
  expect(isHidden(screen.getByText('27%', { exact: false }))).toBe(false);
  expect(screen.getByText(/More than one in four/)).toBeTruthy();
});

it('groups the years under their label and shows the buttons', () => {
  renderIt(block);
  expect(screen.getByRole('group', { name: 'Choose a year' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Join Us' }).getAttribute('href')).toBe('/JoinUs');
});

it('can start on another year', () => {
  renderIt({ ...block, initial: 4 });
  expect(year('2024').getAttribute('aria-pressed')).toBe('true');
  expect(background().getAttribute('src')).toBe('/images/education-timeline-2024.svg');
});

it("the server HTML holds every year's figure and caption; only the starting year's is seen and announced", () => {
  const html = serverMarkup(<ProgrammeTimelineHero {...block} />);
  for (const entry of block.entries) {
    for (const text of [entry.percentage, entry.description, `${entry.subtitle} (${entry.year})`])
      expect(html.textContent).toContain(text);
    expect(isHidden(within(html).getByText(entry.percentage, { exact: false }))).toBe(entry.year !== '1947');
    expect(isHidden(within(html).getByText(`${entry.subtitle} (${entry.year})`))).toBe(entry.year !== '1947');
  }
  // The live region announces the caption that appears; the hidden ones are in neither the view nor the tree.
  expect(html.querySelectorAll('[aria-live] > :not([hidden])')).toHaveLength(1);
});
