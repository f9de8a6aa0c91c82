import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { HighlightsBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { serverMarkup } from '../../tests/helpers/render-block.tsx';
import Highlights from './index.tsx';
import example from './example.json';

const renderIt = () =>
  render(
    <ThemeProvider theme={theme}>
      <Highlights {...(example as HighlightsBlock)} />
    </ThemeProvider>,
  );
const mentorship = 'Each fellow is guided by experienced mentors throughout the fellowship.';
const webinars = 'Regular online sessions with practitioners from public service and the social sector.';
/** Hidden from everyone: not displayed, not in the accessibility tree. */
const isHidden = (element: Element) => element.closest('[hidden]') !== null;

it('each category starts on its first point', () => {
  renderIt();
  expect(screen.getByText(webinars)).toBeTruthy();
  expect(screen.getByText('Fellows work alongside communities to understand local needs first-hand.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Webinars' }).getAttribute('aria-pressed')).toBe('true');
});

it('pointing at a point shows its description', () => {
  renderIt();
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Mentorship' }));
  expect(screen.getByText(mentorship)).toBeTruthy();
  expect(isHidden(screen.getByText(webinars))).toBe(true);
  expect(isHidden(screen.getByText(mentorship))).toBe(false);
});

it('keyboard focus and a tap show it too, and only in that category', () => {
  renderIt();
  fireEvent.focus(screen.getByRole('button', { name: 'Mentorship' }));
  expect(screen.getByText(mentorship)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Nonprofit Partnerships' }));
  expect(screen.getByText('Fellows support partner nonprofits with planning and outreach.')).toBeTruthy();
  expect(screen.getByText(mentorship)).toBeTruthy(); // the other category keeps its choice
  expect(screen.getByRole('button', { name: 'Mentorship' }).getAttribute('aria-pressed')).toBe('true');
});

it("the server HTML holds every point's description; each category shows its first, the rest hidden", () => {
  const html = serverMarkup(<Highlights {...(example as HighlightsBlock)} />);
  const block = example as HighlightsBlock;
  for (const category of block.categories) {
    category.items.forEach((item, index) => {
      expect(html.textContent).toContain(item.description);
      expect(isHidden(within(html).getByText(item.description))).toBe(index !== 0);
    });
  }
  // Each point still controls its category's one live description region, which holds the texts.
  const point = within(html).getByRole('button', { name: 'Mentorship' });
  const region = html.querySelector(`[id="${point.getAttribute('aria-controls')}"]`);
  expect(region?.getAttribute('aria-live')).toBe('polite');
  expect(region?.textContent).toContain(mentorship);
});
