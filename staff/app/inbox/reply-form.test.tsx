// The item page's reply: she writes in the staff area (no mail program), sees the greeting and closing in
// the sender's language around her words, and Send posts them; an empty reply is refused before asking
// the server. "Reply on WhatsApp" is offered only with a link from the server, and choosing it is logged.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INBOX_API, type InboxItemView } from '../../../schema/api/staff-inbox.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { renderStaff, staffAnswer } from '../../../tests/helpers/staff-render.tsx';
import { ItemPage } from './item-page.tsx';

const WHATSAPP = 'https://wa.me/919876543210?text=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87';

const item = (whatsapp: string | null, history: InboxItemView['history'] = []): InboxItemView => ({
  id: 'item-1',
  type: 'contact',
  kindLabel: 'Contact message',
  reference: 'K7M2-9QXD',
  receivedAt: '2026-11-28T10:00:00.000Z',
  name: 'Asha Rao',
  email: 'asha@example.org',
  centre: null,
  language: 'hi',
  status: 'new',
  assignee: null,
  samePerson: [],
  fields: [{ label: 'Message', value: 'नमस्ते', freeText: true }],
  consent: null,
  guardian: null,
  emails: [],
  notes: [],
  history,
  spamReason: null,
  reply: {
    to: ['asha@example.org'],
    language: 'hi',
    subject: 'Seva की ओर से आपके संदेश का उत्तर (K7M2-9QXD)',
    greeting: 'नमस्ते Asha Rao जी,',
    closing: 'शुभकामनाओं सहित,',
    signature: 'Seva की ओर से Meena',
    whatsapp,
  },
});

afterEach(() => vi.unstubAllGlobals());

function serve(whatsapp: string | null) {
  let replied = false;
  const fetch = stubFetch(async (url, init) => {
    if (url === INBOX_API.reply('item-1') && init.method === 'POST') {
      replied = true;
      return staffAnswer(201, { success: true, message: 'Marked In progress. Your reply is on its way.' });
    }
    if (url === INBOX_API.whatsapp('item-1')) return staffAnswer(200, { success: true, message: 'WhatsApp opens.' });
    if (url === INBOX_API.options) {
      return staffAnswer(200, {
        success: true,
        message: 'Options.',
        data: { kinds: [], centres: [], languages: [], assignees: [] },
      });
    }
    const history = replied
      ? [{ at: '2026-11-29T10:00:00.000Z', actor: 'Meena', what: 'replied by e-mail in Hindi: waiting to be sent' }]
      : [];
    return staffAnswer(200, { success: true, message: 'Item.', data: item(whatsapp, history) });
  });
  return fetch;
}

describe('replying from an item', () => {
  it('sends what she wrote, framed in the sender’s language, and shows it in the history', async () => {
    const fetch = serve(WHATSAPP);
    renderStaff(<ItemPage id="item-1" />, '/inbox/item-1');
    expect(await screen.findByText('नमस्ते Asha Rao जी,')).toBeTruthy();
    expect(screen.getByText(/शुभकामनाओं सहित,/).textContent).toContain('Seva की ओर से Meena');
    expect(screen.getByText("Hindi, the sender's")).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Reply by e-mail/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(screen.getByText('Please write the reply.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => url === INBOX_API.reply('item-1'))).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your reply'), 'सोमवार को आइए।');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Marked In progress. Your reply is on its way.')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([url]) => url === INBOX_API.reply('item-1')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'सोमवार को आइए।' });
    expect(await screen.findByText(/replied by e-mail in Hindi: waiting to be sent/)).toBeTruthy();
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers WhatsApp with the server’s link and logs the choice; without a mobile number it is not offered', async () => {
    const fetch = serve(WHATSAPP);
    const { unmount } = renderStaff(<ItemPage id="item-1" />, '/inbox/item-1');
    const link = await screen.findByRole('link', { name: 'Reply on WhatsApp' });
    expect(link.getAttribute('href')).toBe(WHATSAPP);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === INBOX_API.whatsapp('item-1'))).toBe(true));
    unmount();

    serve(null);
    renderStaff(<ItemPage id="item-1" />, '/inbox/item-1');
    await screen.findByText('नमस्ते Asha Rao जी,');
    expect(screen.queryByRole('link', { name: 'Reply on WhatsApp' })).toBeNull();
  });
});
