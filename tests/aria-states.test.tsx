// ARIA states added for accessibility: while the mobile menu is open, the rest of the page is inert
// (unreachable by focus, pointer and screen reader) and closing undoes that before focus returns to the
// opener (the member profile is a native modal <dialog>: blocks/team-grid); a tap opens a dropdown group (aria-expanded); the gallery's dots.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import Gallery from '../blocks/gallery/index.tsx';
import galleryExample from '../blocks/gallery/example.json';
import type { GalleryBlock } from '../content/types.ts';
import { SiteHeader } from '../src/shell/layout/header/site-header.tsx';
import { theme } from '../src/shared/theme/tokens.ts';
import { inertOutside } from '../src/shared/ui/inert-outside.ts';
import { readPages } from './helpers/read-pages.ts';

const inShell = (node: React.ReactNode) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        {node}
        <main>
          <a href="/x">In the page</a>
        </main>
      </ThemeProvider>
    </Router>,
  );
const isInert = (element: Element) => element.closest('[inert]') !== null;

describe('inertOutside', () => {
  it('marks the siblings of the kept element and of its ancestors, and undoes only its own marks', () => {
    document.body.innerHTML =
      '<div id="a"><p id="keep-parent"><b id="keep"></b><i id="beside"></i></p><p id="other"></p></div><aside id="already" inert></aside>';
    const undo = inertOutside(document.getElementById('keep')!);
    expect(['beside', 'other', 'already'].map((id) => document.getElementById(id)!.hasAttribute('inert'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isInert(document.getElementById('keep')!)).toBe(false);
    undo();
    expect(['beside', 'other', 'already'].map((id) => document.getElementById(id)!.hasAttribute('inert'))).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('mobile menu', () => {
  it('makes the page and the menu button inert while open, and undoes it before focus returns to the button', () => {
    const { site } = readPages();
    inShell(<SiteHeader site={site} />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(isInert(screen.getByText('In the page'))).toBe(true);
    expect(isInert(menuButton)).toBe(true);
    expect(isInert(screen.getByRole('dialog', { name: 'Menu' }))).toBe(false);
    expect(isInert(screen.getByTestId('menu-backdrop'))).toBe(false); // a click on it still closes
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' });
    expect(isInert(menuButton)).toBe(false);
    expect(isInert(screen.getByText('In the page'))).toBe(false);
    expect(document.activeElement).toBe(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('desktop dropdown', () => {
  it('a click right after the pointing that opened a group keeps it open (a tap does both); a later click closes it', () => {
    vi.useFakeTimers();
    inShell(<SiteHeader site={readPages().site} />);
    // The desktop list is hidden by CSS below 1024 px, as jsdom reports: query hidden elements too.
    const about = within(screen.getByRole('navigation', { name: 'Main' }).querySelector('ul')!).getByRole('button', {
      name: 'About Us',
      hidden: true,
    });
    fireEvent.mouseEnter(about.closest('li')!);
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    vi.useRealTimers();
  });
});

describe('gallery dots', () => {
  it('has a labelled dot per starting picture; aria-current follows the arrows and the dots', () => {
    const block = galleryExample as GalleryBlock;
    inShell(<Gallery {...block} />);
    const dots = screen.getAllByRole('button', { name: /^Show picture \d+ of \d+$/ });
    expect(dots).toHaveLength(block.images.length);
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    });
    expect(dots[1].getAttribute('aria-current')).toBe('true');
    expect(dots[0].getAttribute('aria-current')).toBeNull();
    act(() => {
      fireEvent.click(dots[4]);
    });
    expect(dots[4].getAttribute('aria-current')).toBe('true');
  });
});
