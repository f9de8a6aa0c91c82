// The inbox's dates as a coordinator types them on a phone: day/month/year by hand (01/11/2026) or the
// picker's day; a wrong date said in words under its field (not "from is not valid"), cleared once it is
// right; a list that failed to load says so instead of "Loading…" forever. And the search's hint.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../../../src/shared/theme/tokens.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { useInboxList } from './inbox-filter-store.ts';
import { InboxPage } from './inbox-page.tsx';
import { isoOfTyped, typedOfIso } from '../dates/typed-day.ts';

const OPTIONS = { kinds: [], centres: [], languages: [], assignees: [] };
const EMPTY = { items: [], total: 0, next: null };
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The inbox with a server answering each list request with `list(url)`; the list URLs asked. */
function renderInbox(list: (url: string) => Promise<Response>) {
  const asked: string[] = [];
  stubFetch((url) => {
    if (url.includes('/options')) return answer(200, { success: true, message: 'ok', data: OPTIONS });
    asked.push(url);
    return list(url);
  });
  render(
    <ThemeProvider theme={theme}>
      <Router hook={memoryLocation({ path: '/inbox' }).hook}>
        <InboxPage />
      </Router>
    </ThemeProvider>,
  );
  return asked;
}

afterEach(() => {
  useInboxList.setState({ filter: {}, pages: [''] });
  vi.unstubAllGlobals();
});

describe('typed days', () => {
  it.each([
    ['01/11/2026', '2026-11-01'],
    ['1/11/2026', '2026-11-01'],
    ['1-11-2026', '2026-11-01'],
    ['01.11.2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['', ''],
  ])('reads "%s" as %s', (typed, iso) => {
    expect(isoOfTyped(typed)).toBe(iso);
  });

  it.each(['31/02/2026', '13/13/2026', '1/11/26', 'yesterday', '2026/11/01'])('refuses "%s"', (typed) => {
    expect(isoOfTyped(typed)).toBeUndefined();
  });

  it('shows a day as day/month/year', () => {
    expect(typedOfIso('2026-11-01')).toBe('01/11/2026');
  });
});

describe('the inbox dates', () => {
  it('takes 01/11/2026 typed by hand and asks the server for 2026-11-01', async () => {
    const asked = renderInbox(() => answer(200, { success: true, message: '0 item(s).', data: EMPTY }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Received from'), '01/11/2026');
    await user.type(screen.getByLabelText('Received to'), '30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked.at(-1)).toContain('from=2026-11-01&to=2026-11-30'));
    expect(await screen.findByText('Nothing matches.')).toBeTruthy();
  });

  it('says a wrong date in words under its field, asks nothing, and clears it once fixed', async () => {
    const asked = renderInbox(() => answer(200, { success: true, message: '0 item(s).', data: EMPTY }));
    const user = userEvent.setup();
    const from = screen.getByLabelText('Received from');
    await user.type(from, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const said = 'Type the date as day/month/year, for example 01/11/2026.';
    expect(screen.getByText(said)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).not.toMatch(/from is not valid/);
    expect(asked).toHaveLength(1);
    await user.clear(from);
    await user.type(from, '28/02/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked.at(-1)).toContain('from=2026-02-28'));
    expect(screen.queryByText(said)).toBeNull();
    expect(from.getAttribute('aria-invalid')).toBeNull();
  });

  it('says a "to" before the "from" under the "to" field', async () => {
    renderInbox(() => answer(200, { success: true, message: '0 item(s).', data: EMPTY }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Received from'), '10/11/2026');
    await user.type(screen.getByLabelText('Received to'), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('This date is before the "Received from" date. Choose a later one.')).toBeTruthy();
  });

  it('puts the picked day into the field as day/month/year', async () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    try {
      const asked = renderInbox(() => answer(200, { success: true, message: '0 item(s).', data: EMPTY }));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Pick a date for Received from' }));
      expect(showPicker).toHaveBeenCalled();
      const picker = document.querySelector('input[type="date"][data-picker-for="from"]') as HTMLInputElement;
      const { fireEvent } = await import('@testing-library/react');
      fireEvent.change(picker, { target: { value: '2026-11-05' } });
      expect((screen.getByLabelText('Received from') as HTMLInputElement).value).toBe('05/11/2026');
      await user.click(screen.getByRole('button', { name: 'Show' }));
      await waitFor(() => expect(asked.at(-1)).toContain('from=2026-11-05'));
    } finally {
      delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });

  it('a list that failed to load says so instead of "Loading…", and a load that works clears it', async () => {
    let fail = true;
    renderInbox(() =>
      fail
        ? answer(500, { success: false, message: 'The server had a problem.' })
        : answer(200, { success: true, message: '0 item(s).', data: EMPTY }),
    );
    expect(await screen.findByText('The list could not be loaded: The server had a problem.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nothing matches.')).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('tells what the search finds', () => {
    renderInbox(() => answer(200, { success: true, message: '0 item(s).', data: EMPTY }));
    expect(screen.getByText(/Any part of a name \(in any script\), an e-mail address, a phone number/)).toBeTruthy();
  });
});
