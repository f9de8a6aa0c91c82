// A note on an inbox item is never lost silently: "Save" (of the status) saves the note being written
// with it; "Back to the inbox" with a note unsaved asks first (save it and go back, or go back
// without it), and closing the tab makes the browser ask. And a repeated submission is named.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { InboxItemView } from '../../../schema/api/staff-inbox.ts';
import { theme } from '../../../src/shared/theme/tokens.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { ItemPage } from './item-page.tsx';

const ITEM: InboxItemView = {
  id: '0b6f7c2e-1a3d-4c5e-8f90-1234567890ab',
  type: 'contact',
  kindLabel: 'Contact message',
  reference: 'KS6B-65C7',
  receivedAt: '2026-11-28T10:00:00.000Z',
  name: 'వెంకట లక్ష్మి పోతుల',
  email: 'vl.pothula@example.org',
  centre: null,
  language: 'te',
  status: 'new',
  assignee: null,
  samePerson: ['K7M2-9QXD'],
  fields: [{ label: 'Message', value: 'A question', freeText: true }],
  consent: null,
  guardian: null,
  emails: [],
  notes: [],
  history: [],
  spamReason: null,
  reply: {
    to: ['vl.pothula@example.org'],
    language: 'en',
    subject: 'Your message KS6B-65C7',
    greeting: 'Dear Lakshmi,',
    closing: 'With best wishes,',
    signature: 'Example Welfare Foundation',
    whatsapp: null,
  },
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The item's page; the requests it made (method, URL, body). */
function renderItem() {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/options')) {
      return answer(200, {
        success: true,
        message: 'ok',
        data: { kinds: [], centres: [], languages: [], assignees: [] },
      });
    }
    if (method === 'PATCH') return answer(200, { success: true, message: 'Marked In progress.' });
    if (method === 'POST') return answer(201, { success: true, message: 'Note added.' });
    return answer(200, { success: true, message: 'ok', data: ITEM });
  });
  const location = memoryLocation({ path: `/inbox/${ITEM.id}`, record: true });
  render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook}>
        <ItemPage id={ITEM.id} />
      </Router>
    </ThemeProvider>,
  );
  return { sent, location };
}

const notes = (sent: { method: string; url: string; body?: unknown }[]) =>
  sent.filter((one) => one.method === 'POST' && one.url.endsWith('/notes'));

afterEach(() => vi.unstubAllGlobals());

describe('a note on an inbox item', () => {
  it('is saved with the status by Save', async () => {
    const { sent } = renderItem();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New note'), 'Called her back, no answer.');
    await user.selectOptions(screen.getByLabelText('Status'), 'in-progress');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notes(sent)).toHaveLength(1));
    expect(notes(sent)[0].body).toEqual({ text: 'Called her back, no answer.' });
    expect(sent.some((one) => one.method === 'PATCH')).toBe(true);
    expect(await screen.findByText('Marked In progress. Note added.')).toBeTruthy();
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });

  it('is not lost on "Back to the inbox": asked first, then saved and gone back', async () => {
    const { sent, location } = renderItem();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New note'), 'Wants a call after 5 pm.');
    await user.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    expect(location.history?.at(-1)).toBe(`/inbox/${ITEM.id}`);
    expect(screen.getByRole('alert').textContent).toContain('Your note is not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Save the note and go back' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/inbox'));
    expect(notes(sent)[0].body).toEqual({ text: 'Wants a call after 5 pm.' });
  });

  it('goes back without the note only when asked to, and the browser asks before the tab closes', async () => {
    const { sent, location } = renderItem();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New note'), 'Draft');
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    await user.click(screen.getByRole('button', { name: 'Go back without the note' }));
    expect(location.history?.at(-1)).toBe('/inbox');
    expect(notes(sent)).toHaveLength(0);
  });

  it('goes straight back with no note written', async () => {
    const { location } = renderItem();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Back to the inbox' }));
    expect(location.history?.at(-1)).toBe('/inbox');
  });

  it('names another item probably from the same person', async () => {
    renderItem();
    expect((await screen.findByText('Probably the same person')).parentElement?.textContent).toContain('K7M2-9QXD');
  });
});
