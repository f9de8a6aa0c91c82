// The payment settings screen: an admin sees each setting (a placeholder said to be one), changes the UPI
// ID and the IFSC, and only those are sent; a wrong IFSC gets the server's sentence beside its field; an
// editor, a coordinator and a translator have no such page in their menu, and an address typed is refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_API, type PaymentSettingView, type StaffMe, type StaffRole } from '../../../schema/api/staff.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { renderStaff, staffAnswer } from '../../../tests/helpers/staff-render.tsx';
import { useSession } from '../session-store.ts';
import { StaffApp } from '../staff-app.tsx';
import { PaymentSettingsPage } from './payment-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ session: { status: 'unknown' } });
});

const settings = (): PaymentSettingView[] => [
  {
    name: 'upiId',
    label: 'UPI ID (a business UPI ID)',
    value: 'placeholder-foundation@upi-example',
    placeholder: true,
  },
  { name: 'payeeName', label: 'Payee name shown in UPI apps', value: 'EWF', placeholder: false },
  { name: 'bankIfsc', label: 'IFSC of the branch', value: 'SBIN0001234', placeholder: false },
  { name: 'fcraRegistration', label: 'FCRA registration number', value: '', placeholder: false },
];

const me = (role: StaffRole): StaffMe => ({
  staff: { id: 'm1', email: 'asha@example.org', displayName: 'Asha Rao', role },
  csrfToken: 'csrf',
  session: { via: 'link', idleExpiresAt: '2026-11-29T12:00:00Z', expiresAt: '2026-11-29T20:00:00Z' },
  passkeys: 1,
});

describe('the payment settings screen', () => {
  it('sends only what the admin changed, and shows a wrong value’s sentence beside its field', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    stubFetch(async (url, init) => {
      if (url !== STAFF_API.paymentSettings) throw new Error(`unexpected ${url}`);
      if (init.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        if (refuse) {
          const message =
            'The IFSC of the branch must be 11 characters: 4 letters, a zero and 6 letters or digits, like SBIN0001234.';
          return staffAnswer(400, { success: false, message, data: { fieldErrors: { bankIfsc: message } } }, 'admin');
        }
        return staffAnswer(
          200,
          { success: true, message: 'Changed 2 setting(s); every admin has been e-mailed about it.' },
          'admin',
        );
      }
      return staffAnswer(200, { success: true, message: '4 payment settings.', data: settings() }, 'admin');
    });
    const user = userEvent.setup();
    renderStaff(<PaymentSettingsPage />, '/payment-settings');

    const upi = await screen.findByRole('textbox', { name: /UPI ID/ });
    expect((upi as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText(/Not set yet: the Donate page shows the placeholder placeholder-foundation@upi-example/),
    ).toBeTruthy();
    const ifsc = screen.getByRole('textbox', { name: /IFSC/ });
    expect((ifsc as HTMLInputElement).value).toBe('SBIN0001234');

    await user.type(upi, 'ewf@okaxis');
    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN1234');
    await user.click(screen.getByRole('button', { name: /Save the changes/ }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sent[0]).toEqual({ upiId: 'ewf@okaxis', bankIfsc: 'SBIN1234' });
    // The sentence is beside the IFSC field, as its description, and the field is marked wrong.
    await waitFor(() => expect(ifsc.getAttribute('aria-invalid')).toBe('true'));
    const described = (ifsc.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('must be 11 characters');

    refuse = false;
    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN0005678');
    await user.click(screen.getByRole('button', { name: /Save the changes/ }));
    expect(await screen.findByText(/every admin has been e-mailed about it/)).toBeTruthy();
    expect(sent[1]).toEqual({ upiId: 'ewf@okaxis', bankIfsc: 'SBIN0005678' });
  });

  it.each(['editor', 'coordinator', 'translator'] as const)(
    'is not in the menu of the %s role, and its address says the page is not for them',
    async (role) => {
      const fetch = stubFetch(async (url) => {
        if (url === STAFF_API.me) return staffAnswer(200, { success: true, message: 'You.', data: me(role) }, role);
        return staffAnswer(200, { success: true, message: 'Ok.', data: [] }, role);
      });
      renderStaff(<StaffApp />, '/payment-settings');
      const nav = await screen.findByRole('navigation', { name: 'Staff area' });
      expect(within(nav).queryByRole('link', { name: 'Payment settings' })).toBeNull();
      expect(within(nav).queryByRole('link', { name: 'Donation reports' })).toBeNull();
      expect(await screen.findByRole('heading', { name: 'This page is not for your role' })).toBeTruthy();
      expect(fetch.mock.calls.some(([url]) => url === STAFF_API.paymentSettings)).toBe(false);
    },
  );

  it('is in an admin’s menu, with the donation reports', async () => {
    stubFetch(async (url) => {
      if (url === STAFF_API.me) return staffAnswer(200, { success: true, message: 'You.', data: me('admin') }, 'admin');
      return staffAnswer(200, { success: true, message: 'Ok.', data: settings() }, 'admin');
    });
    renderStaff(<StaffApp />, '/payment-settings');
    const nav = await screen.findByRole('navigation', { name: 'Staff area' });
    expect(within(nav).getByRole('link', { name: 'Payment settings' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Donation reports' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /Payee name/ })).toBeTruthy();
  });
});
