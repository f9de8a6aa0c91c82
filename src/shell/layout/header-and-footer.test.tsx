import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './header/site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { theme } from '../../shared/theme/tokens.ts';
import { readPages } from '../../../tests/helpers/read-pages.ts';

const { site } = readPages();
const hidden = { hidden: true } as const;
/** Every panel is in the page; a closed one is inside an element with the hidden attribute. */
const shown = (element: Element | null) => !!element && !element.closest('[hidden]');
const inShell = (node: React.ReactNode) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </Router>,
  );

afterEach(() => vi.useRealTimers());

describe('desktop navigation', () => {
  // The desktop list is hidden by CSS below 1024 px, which is what jsdom reports: query hidden elements too.
  const desktop = () => screen.getByRole('navigation', { name: 'Main' }).querySelector('ul')!;
  // By text, not role: role queries over every hidden panel are slow in jsdom.
  const historyLink = () =>
    [...desktop().querySelectorAll('a')].find((link) => /Our History/.test(link.textContent ?? ''))!;

  it('a group opens on hover and closes 150 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    inShell(<SiteHeader site={site} />);
    const about = within(desktop()).getByRole('button', { name: 'About Us', ...hidden });
    expect(shown(historyLink())).toBe(false);
    fireEvent.mouseEnter(about.closest('li')!);
    expect(shown(historyLink())).toBe(true);
    fireEvent.mouseLeave(about.closest('li')!);
    act(() => vi.advanceTimersByTime(149));
    expect(shown(historyLink())).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown(historyLink())).toBe(false);
  });

  it('coming back within the delay keeps the group open', () => {
    vi.useFakeTimers();
    inShell(<SiteHeader site={site} />);
    const item = within(desktop())
      .getByRole('button', { name: 'About Us', ...hidden })
      .closest('li')!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(500));
    expect(shown(historyLink())).toBe(true);
  });

  it('a group opens on keyboard focus and closes on Escape; Interventions has the two subgroups', () => {
    inShell(<SiteHeader site={site} />);
    const button = within(desktop()).getByRole('button', { name: 'Interventions', ...hidden });
    act(() => button.focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(shown(within(desktop()).getByRole('heading', { name: site.organisation.instituteName, ...hidden }))).toBe(
      true,
    );
    expect(shown(within(desktop()).getByRole('heading', { name: site.organisation.name, ...hidden }))).toBe(true);
    act(() =>
      within(desktop())
        .getByRole('link', { name: 'Education', ...hidden })
        .focus(),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('mobile menu', () => {
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

  it('opens with the menu button; the close button, the backdrop and a link each close it', () => {
    inShell(<SiteHeader site={site} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    fireEvent.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Join Us' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('groups expand one at a time, and choosing the open one closes it', () => {
    inShell(<SiteHeader site={site} />);
    open();
    const dialog = screen.getByRole('dialog');
    const about = within(dialog).getByRole('button', { name: 'About Us', ...hidden });
    const careers = within(dialog).getByRole('button', { name: 'Careers' });
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(careers);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(careers.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(careers);
    expect(careers.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header bar', () => {
  it('turns compact after more than 50 px of scrolling, hiding the utility bar', () => {
    inShell(<SiteHeader site={site} />);
    expect(shown(screen.getByText('132'))).toBe(true);
    expect(shown(screen.getByText('111'))).toBe(true);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('banner').getAttribute('data-compact')).toBe('false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('banner').getAttribute('data-compact')).toBe('true');
    expect(shown(screen.getByText('132'))).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
  });

  it('the three icon buttons call, e-mail and show where the office is', () => {
    inShell(<SiteHeader site={site} />);
    expect(screen.getByRole('link', { name: /Call us/ }).getAttribute('href')).toBe(
      `tel:${site.contact.phone.replace(/\s/g, '')}`,
    );
    expect(screen.getByRole('link', { name: /E-mail us/ }).getAttribute('href')).toBe(`mailto:${site.contact.email}`);
    expect(screen.getByRole('link', { name: 'Find our office' }).getAttribute('href')).toBe(
      site.contact.mapLink ?? '/ContactPage',
    );
  });
});

describe('footer', () => {
  it('has the four columns, five social links opening safely in a new tab, copyright and credit', () => {
    inShell(<SiteFooter site={site} />);
    for (const heading of ['About Us', 'Interventions', 'Careers', 'Contact'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(5);
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByText(/© 2025/)).toBeTruthy();
    expect(screen.getByText(site.footer.credit)).toBeTruthy();
  });
});
