import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { HighlightsBlock } from '../../src/content/types';
import { theme } from '../../src/theme/tokens';
import Highlights from './index';
import example from './example.json';

const renderIt = () => render(<ThemeProvider theme={theme}><Highlights {...(example as HighlightsBlock)} /></ThemeProvider>);
const mentorship = 'Each fellow is guided by experienced mentors throughout the fellowship.';
const webinars = 'Regular online sessions with practitioners from public service and the social sector.';

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
  expect(screen.queryByText(webinars)).toBeNull();
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
