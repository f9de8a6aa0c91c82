// An open staff app whose member an admin demotes meanwhile: the next answer names the new role, the
// app asks /api/staff/me again and shows that role's menu (no more Inbox or Spam, Pages instead) without a reload.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_API, type StaffMe, type StaffRole } from '../../schema/api/staff.ts';
import { INBOX_API } from '../../schema/api/staff-inbox.ts';
import { stubFetch } from '../../tests/helpers/fetch-stub.ts';
import { renderStaff, staffAnswer } from '../../tests/helpers/staff-render.tsx';
import { useSession } from './session-store.ts';
import { StaffApp } from './staff-app.tsx';

const me = (role: StaffRole): StaffMe => ({
  staff: { id: 'm1', email: 'asha@example.org', displayName: 'Asha Rao', role },
  csrfToken: 'csrf',
  session: { via: 'link', idleExpiresAt: '2026-11-29T12:00:00Z', expiresAt: '2026-11-29T20:00:00Z' },
  passkeys: 1,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ session: { status: 'unknown' } });
});

describe('a role changed while the staff app is open', () => {
  it('shows the new role’s menu after the next answer that names it', async () => {
    let role: StaffRole = 'coordinator';
    const fetch = stubFetch(async (url) => {
      if (url === STAFF_API.me) return staffAnswer(200, { success: true, message: 'You.', data: me(role) }, role);
      if (url.startsWith(INBOX_API.spam) && role !== 'coordinator') {
        return staffAnswer(403, { success: false, message: `Your role (${role}) may not do this.` }, role);
      }
      const page = { items: [], total: 0, hidden: 0, next: null };
      return staffAnswer(200, { success: true, message: 'Ok.', data: page }, role);
    });
    const { location } = renderStaff(<StaffApp />, '/inbox');
    const nav = await screen.findByRole('navigation', { name: 'Staff area' });
    expect(within(nav).getByRole('link', { name: 'Spam' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Pages' })).toBeNull();

    // An admin makes this member an editor; the next request (the spam list) is answered for an editor.
    role = 'editor';
    location.navigate('/spam');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spam' })).toBeNull());
    const menu = within(screen.getByRole('navigation', { name: 'Staff area' }));
    expect(menu.getByRole('link', { name: 'Pages' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Inbox' })).toBeNull();
    expect(screen.getByText(/Signed in as/).textContent).toContain('(editor)');
    expect(await screen.findByRole('heading', { name: 'This page is not for your role' })).toBeTruthy();
    // /api/staff/me was asked once at start and once after the change, not on every answer.
    expect(fetch.mock.calls.filter(([url]) => url === STAFF_API.me)).toHaveLength(2);
  });
});
