import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it } from 'vitest';
import type { TeamGridBlock } from '../../src/shared/content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { serverMarkup } from '../../tests/helpers/render-block.tsx';
import TeamGrid from './index.tsx';
import example from './example.json';

const renderIt = () =>
  render(
    <ThemeProvider theme={theme}>
      <TeamGrid {...(example as TeamGridBlock)} />
    </ThemeProvider>,
  );
const readMore = (name: string) => screen.getByRole('button', { name: `Read more about ${name}` });
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
});

it('Read more opens a labelled modal profile, moves focus into it and locks the page scroll', () => {
  renderIt();
  const opener = readMore('Board Member 1');
  opener.focus();
  fireEvent.click(opener);
  const profile = screen.getByRole('dialog', { name: 'Board Member 1' });
  expect(profile.getAttribute('aria-modal')).toBe('true');
  expect(within(profile).getByText('Board Member, Institute')).toBeTruthy();
  expect(within(profile).getByText(/guides the institute's work/)).toBeTruthy();
  expect(
    within(profile)
      .getByRole('link', { name: /Board Member 1 on LinkedIn/ })
      .getAttribute('target'),
  ).toBe('_blank');
  expect(profile.contains(document.activeElement)).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');
});

it('the close button closes it, unlocks the scroll and returns focus to Read more', () => {
  renderIt();
  const opener = readMore('Board Member 2');
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('button', { name: "Close Board Member 2's profile" }));
  expect(dialog()).toBeNull();
  expect(document.body.style.overflow).toBe('');
  expect(document.activeElement).toBe(opener);
});

it('Escape closes it', () => {
  renderIt();
  fireEvent.click(readMore('Board Member 1'));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(dialog()).toBeNull();
  expect(document.body.style.overflow).toBe('');
});

it('a click on the backdrop closes it, a click inside the profile does not', () => {
  renderIt();
  fireEvent.click(readMore('Board Member 1'));
  fireEvent.click(within(dialog() as HTMLElement).getByText('Board Member, Institute'));
  expect(dialog()).toBeTruthy();
  fireEvent.click(screen.getByTestId('dialog-backdrop'));
  expect(dialog()).toBeNull();
});

it('Tab keeps focus inside the open profile', () => {
  renderIt();
  fireEvent.click(readMore('Board Member 1'));
  const profile = dialog() as HTMLElement;
  const links = within(profile).getAllByRole('link');
  links[links.length - 1].focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(document.activeElement).toBe(within(profile).getByRole('button', { name: /Close/ }));
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(links[links.length - 1]);
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
  // Nothing of it is announced or reachable: role queries skip hidden elements, and no link is left.
  expect(within(html).queryAllByRole('link')).toHaveLength(0);
  expect(within(html).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  // A section without details has no profile to show, so no hidden copy either.
  expect(html.querySelectorAll('[hidden]')).toHaveLength(2);
});

it("an open profile is announced once: the dialog's copy is the only visible one", () => {
  renderIt();
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  fireEvent.click(readMore('Board Member 1'));
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
    'Board Member 1 on LinkedIn (opens in a new tab)',
    'Board Member 1 on website (opens in a new tab)',
  ]);
  expect(screen.getAllByText(/guides the institute's work/).filter((p) => !isHidden(p))).toHaveLength(1);
});
