// A donation's page: a treasurer marks it received with the day as she types it (day/month/year, sent
// as YYYY-MM-DD) and sees the receipt's number; a day that is not one is said under the field and
// nothing is sent; a coordinator sees the same donation without the forms.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DonationView } from '../../../schema/api/staff-donations.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { renderStaff, staffAnswer } from '../../../tests/helpers/staff-render.tsx';
import { DonationPage } from './donation-page.tsx';

const DONATION: DonationView = {
  id: '0b6f7c2e-1a3d-4c5e-8f90-1234567890ab',
  reference: 'KS6B-65C7',
  pledgeReference: 'K7M2-9QXD',
  toldAt: '2026-11-28T10:00:00.000Z',
  name: 'వెంకట లక్ష్మి పోతుల',
  email: 'vl.pothula@example.org',
  amountRupees: 125000,
  purpose: 'Wherever it is needed most',
  mode: 'upi',
  paidOn: '2026-11-27',
  transactionRef: '512345678901',
  language: 'te',
  money: 'waiting',
  receiptNumber: null,
  duplicateOf: null,
  phone: '+91 98765 43210',
  address: '12-3 Gandhi Nagar\nGuntur 522001',
  idType: 'aadhaar',
  idNumber: 'XXXX XXXX 9012',
  creditedOn: null,
  bankReference: null,
  notReceivedReason: null,
  checkedAt: null,
  checkedBy: null,
  receipts: [],
  mayHandle: true,
};

function renderDonation(donation: DonationView) {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  let current = donation;
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (method === 'POST') {
      current = {
        ...current,
        money: 'received',
        receiptNumber: 'EWF/2026-27/00001',
        receipts: [
          {
            id: '1',
            number: 'EWF/2026-27/00001',
            issuedAt: '2026-11-29T10:00:00.000Z',
            issuedBy: 'Meena',
            cancelledAt: null,
            cancelReason: null,
            email: 'pending',
          },
        ],
      };
      const message = 'Marked received. Receipt EWF/2026-27/00001 is being e-mailed to the donor.';
      return Promise.resolve(staffAnswer(201, { success: true, message }));
    }
    return Promise.resolve(staffAnswer(200, { success: true, message: 'ok', data: current }));
  });
  renderStaff(<DonationPage id={donation.id} />, `/donations/${donation.id}`);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a donation’s page', () => {
  it('marks it received with the day typed as day/month/year, and shows the receipt', async () => {
    const sent = renderDonation(DONATION);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Date credited/), '27/11/2026');
    await user.type(screen.getByLabelText(/^Bank reference/), 'UTR512345678901');
    await user.click(screen.getByRole('button', { name: 'Mark received and send the receipt' }));
    await waitFor(() => expect(sent.filter((one) => one.method === 'POST')).toHaveLength(1));
    expect(sent.find((one) => one.method === 'POST')).toMatchObject({
      url: `/api/staff/donations/${DONATION.id}/received`,
      body: { creditedOn: '2026-11-27', bankReference: 'UTR512345678901' },
    });
    expect(await screen.findByText(/Receipt EWF\/2026-27\/00001 is being e-mailed/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'EWF/2026-27/00001' })).getAttribute('href')).toBe(
      `/api/staff/donations/${DONATION.id}/receipts/1/pdf`,
    );
    expect(screen.getByRole('button', { name: 'Cancel it and issue a new receipt' })).toBeTruthy();
  });

  it('cancels a receipt with the reason and a corrected bank reference, the date left as it was', async () => {
    const sent = renderDonation(DONATION);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Date credited/), '27/11/2026');
    await user.type(screen.getByLabelText(/^Bank reference/), 'UTR1');
    await user.click(screen.getByRole('button', { name: 'Mark received and send the receipt' }));
    await user.type(await screen.findByLabelText(/^Reason/), 'Wrong bank reference');
    await user.type(screen.getByLabelText(/^Corrected bank reference/), 'UTR777');
    await user.click(screen.getByRole('button', { name: 'Cancel it and issue a new receipt' }));
    await waitFor(() => expect(sent.filter((one) => one.method === 'POST')).toHaveLength(2));
    expect(sent.filter((one) => one.method === 'POST')[1]).toMatchObject({
      url: `/api/staff/donations/${DONATION.id}/receipt/cancel`,
      body: { reason: 'Wrong bank reference', bankReference: 'UTR777' },
    });
  });

  it('says a day that is not one under the field, and sends nothing', async () => {
    const sent = renderDonation(DONATION);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Date credited/), '31/02/2026');
    await user.type(screen.getByLabelText(/^Bank reference/), 'UTR1');
    await user.click(screen.getByRole('button', { name: 'Mark received and send the receipt' }));
    expect(await screen.findByText('Type the date as day/month/year, for example 01/11/2026.')).toBeTruthy();
    expect(sent.filter((one) => one.method === 'POST')).toEqual([]);
  });

  it('shows a coordinator the donation without the forms', async () => {
    renderDonation({ ...DONATION, mayHandle: false });
    expect(await screen.findByText('XXXX XXXX 9012', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark/ })).toBeNull();
  });
});
