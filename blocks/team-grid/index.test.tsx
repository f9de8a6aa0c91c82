import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it } from 'vitest';
import type { TeamGridBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import '../../tests/helpers/dialog-in-jsdom.ts';
import { serverMarkup } from '../../tests/helpers/render-block.tsx';
import { enhance } from './enhance.ts';
import TeamGrid from './index.tsx';
import example from './example.json';

const renderIt = () =>
  render(
    <ThemeProvider theme={theme}>
      <TeamGrid {...(example as TeamGridBlock)} />
    </ThemeProvider>,
  );
const readMore = (name: string) => screen.getByRole('button', { name: `Read more about ${name}` });
/** Role queries skip a closed <dialog>: only an open one is found. */
const dialog = () => screen.queryByRole('dialog');

afterEach(() => {
  document.body.style.overflow = '';
});

it('shows each section with its people; Read more only where the section has details', () => {
  renderIt();
  expect(screen.getByRole('heading', { level: 2, name: 'Leadership Team' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Core Team' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Core Team Member 1' })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: /Read more/ })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Read more about Core Team Member 1' })).toBeNull();
  expect(screen.getByRole('img', { name: 'Portrait of Core Team Member 1' }).getAttribute('loading')).toBe('lazy');
  expect(dialog()).toBeNull();
});

it('Read more opens a labelled modal profile, moves focus into it and locks the page scroll', async () => {
  const user = userEvent.setup();
  renderIt();
  await user.click(readMore('Board Member 1'));
  const profile = screen.getByRole('dialog', { name: 'Board Member 1' });
  expect(profile.getAttribute('aria-modal')).toBe('true');
  expect(within(profile).getByRole('heading', { level: 2, name: 'Board Member 1' })).toBeTruthy();
  expect(within(profile).getByRole('img', { name: 'Portrait of Board Member 1' })).toBeTruthy();
  expect(within(profile).getByText('Board Member, Institute')).toBeTruthy();
  expect(within(profile).getByText(/guides the institute's work/)).toBeTruthy();
  expect(
    within(profile)
      .getByRole('link', { name: /Board Member 1 on LinkedIn/ })
      .getAttribute('target'),
  ).toBe('_blank');
  expect(document.activeElement).toBe(within(profile).getByRole('button', { name: "Close Board Member 1's profile" }));
  expect(document.body.style.overflow).toBe('hidden');
});

it('the close button closes it, unlocks the scroll and returns focus to Read more', async () => {
  const user = userEvent.setup();
  renderIt();
  const opener = readMore('Board Member 2');
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: "Close Board Member 2's profile" }));
  expect(dialog()).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(opener));
  expect(document.body.style.overflow).toBe('');
});

it('by keyboard: Enter on Read more opens it, Escape closes it and focus is back on Read more', async () => {
  const user = userEvent.setup();
  renderIt();
  const opener = readMore('Board Member 1');
  opener.focus();
  await user.keyboard('{Enter}');
  const profile = screen.getByRole('dialog', { name: 'Board Member 1' });
  expect(profile.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  expect(dialog()).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(opener));
  expect(document.body.style.overflow).toBe('');
});

it('a click on the backdrop closes it, a click inside the profile does not', async () => {
  const user = userEvent.setup();
  renderIt();
  await user.click(readMore('Board Member 1'));
  const profile = dialog() as HTMLElement;
  await user.click(within(profile).getByText('Board Member, Institute'));
  expect(dialog()).toBeTruthy();
  await user.click(profile); // the dialog element itself is only reached around its panel
  expect(dialog()).toBeNull();
});

it('another Read more shows that person, and nothing of the one before', async () => {
  const user = userEvent.setup();
  renderIt();
  await user.click(readMore('Board Member 1'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(readMore('Board Member 1')));
  await user.click(readMore('Board Member 2'));
  const profile = screen.getByRole('dialog', { name: 'Board Member 2' });
  expect(within(profile).getByText(/oversees the institute's partnerships/)).toBeTruthy();
  expect(within(profile).queryByText(/guides the institute's work/)).toBeNull();
  expect(within(profile).getAllByRole('img')).toHaveLength(1);
});

/** Hidden from everyone: not displayed, not in the accessibility tree, nothing in it focusable. */
const isHidden = (element: Element) => element.closest('[hidden]') !== null;

it("the server HTML holds each profile's role, biography and links, hidden until the dialog shows them", () => {
  const html = serverMarkup(<TeamGrid {...(example as TeamGridBlock)} />);
  expect(html.textContent).toContain('Board Member, Institute');
  expect(html.textContent).toContain("Board Member 1 guides the institute's work in education and skill development.");
  expect(html.textContent).toContain("Board Member 2 oversees the institute's partnerships with communities.");
  expect(html.querySelector('a[href="https://example.org/linkedin/board-member-1"]')).not.toBeNull();
  expect(isHidden(within(html).getByText(/guides the institute's work/))).toBe(true);
  expect(within(html).getAllByText('Board Member, Institute').every(isHidden)).toBe(true);
  // Nothing of it is announced or reachable: role queries skip hidden elements and the closed dialog.
  expect(within(html).queryAllByRole('link')).toHaveLength(0);
  expect(within(html).queryAllByRole('dialog')).toHaveLength(0);
  expect(within(html).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  // A section without details has no profile to show, so no hidden copy either.
  expect(html.querySelectorAll('[hidden]')).toHaveLength(2);
});

it('the server HTML with its enhancer alone (no React, no props) opens and closes a profile', async () => {
  const html = serverMarkup(<TeamGrid {...(example as TeamGridBlock)} />);
  document.body.append(html);
  const undo = enhance(html.querySelector<HTMLElement>('[data-enhance="team-grid"]')!);
  const opener = readMore('Board Member 2');
  fireEvent.click(opener);
  const profile = screen.getByRole('dialog', { name: 'Board Member 2' });
  expect(within(profile).getByText('Board Member, Institute')).toBeTruthy();
  fireEvent.keyDown(profile, { key: 'Escape' });
  await waitFor(() => expect(document.activeElement).toBe(opener));
  undo();
  html.remove();
});

it("an open profile is announced once: the dialog's copy is the only visible one", async () => {
  const user = userEvent.setup();
  renderIt();
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  await user.click(readMore('Board Member 1'));
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
    'Board Member 1 on LinkedIn (opens in a new tab)',
    'Board Member 1 on website (opens in a new tab)',
  ]);
  expect(screen.getAllByText(/guides the institute's work/).filter((p) => !isHidden(p))).toHaveLength(1);
});
