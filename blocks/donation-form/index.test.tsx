// The Donate form in the browser: the first step asks an amount and a purpose and shows how to pay from
// the server's answer (the QR code, the UPI button, the bank details); the second posts what the donor
// tells us. Served for a plain post, it starts where the server's page is and hydrates without mismatch.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import type { DonationFormBlock } from '../../content/types.ts';
import type { PledgePayment } from '../../schema/api/donation-payment.ts';
import { foreignContributionRefusal } from '../../schema/api/donation-rules.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import { PageLanguageContext, pageLanguageOf } from '../../src/shared/i18n/page-language.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { json, stubFetch } from '../../tests/helpers/fetch-stub.ts';
import { CONSENT_LABEL, DONATION_NOTICE } from '../../tests/helpers/form-notices.ts';
import { serveAndHydrate, servedHtml, unmountServed } from '../../tests/helpers/served-page.tsx';
import DonationForm from './index.tsx';
import example from './example.json';

const block = { ...(example as DonationFormBlock), notice: DONATION_NOTICE };
const PLEDGE: PledgePayment = {
  reference: 'K7M2-9QXD',
  amountRupees: 2500,
  purpose: 'csii',
  upiLink: 'upi://pay?pa=ewf%40okaxis&pn=EWF&am=2500.00&cu=INR&tr=K7M29QXD&tn=Donation',
  qr: { size: 10, path: 'M4 4.5h2', label: 'QR code to pay Rs 2,500 by UPI to EWF' },
  upiId: 'ewf@okaxis',
  payeeName: 'EWF',
  bank: { accountName: 'EWF', accountNumber: '123456789012', ifsc: 'SBIN0001234', bankName: 'Example Bank' },
  cheque: { payee: 'EWF', address: '1 Example Road' },
  receiptDays: 7,
  placeholders: false,
};

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  unmountServed();
});

const renderIt = () =>
  render(
    <ThemeProvider theme={theme}>
      <DonationForm {...block} />
    </ThemeProvider>,
  );

it('without JavaScript the first step posts the amount and purpose; the citizen box is no browser-required field', () => {
  const holder = document.createElement('div');
  holder.innerHTML = servedHtml(<DonationForm {...block} />, undefined, '/donate');
  const form = holder.querySelector('form[method="post"]') as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/api/donations/pledge');
  const names = [...form.querySelectorAll('input, select')].map((control) => control.getAttribute('name'));
  expect(names).toEqual([...Array(5).fill('amount'), 'otherAmount', 'purpose', 'website', 'idempotencyKey']);

  holder.innerHTML = servedHtml(
    <DonationForm {...block} />,
    { form: 'donationPledge', status: 'pledged', pledge: PLEDGE },
    '/donate',
  );
  const details = holder.querySelector('form[method="post"]') as HTMLFormElement;
  expect(details.getAttribute('action')).toBe('/api/donations');
  expect((details.querySelector('[name="pledge"]') as HTMLInputElement).value).toBe('K7M2-9QXD');
  expect((details.querySelector('[name="citizen"]') as HTMLInputElement).required).toBe(false);
  expect(holder.querySelector('a[href^="upi://pay"]')?.textContent).toBe('Pay with a UPI app');
  expect(holder.querySelector('svg[role="img"]')).not.toBeNull();
});

it('Give shows how to pay from the answer, and Send tells the foundation, quoting the pledge', async () => {
  const sent: unknown[] = [];
  stubFetch(async (url, init) => {
    sent.push([url, JSON.parse(String(init.body))]);
    return url.endsWith('/pledge')
      ? json(201, { success: true, message: MESSAGES.donationPledged, data: PLEDGE })()
      : json(201, {
          success: true,
          message: 'Thank you for your gift! Its reference is K7M2-9QXD.',
          data: { id: 'x', reference: 'AAAA-BBBB' },
        })();
  });
  const user = userEvent.setup();
  renderIt();
  await user.click(screen.getByLabelText('Rs 2,500'));
  await user.selectOptions(screen.getByLabelText(/^What is your gift for/), 'csii');
  await user.click(screen.getByRole('button', { name: 'Give' }));
  const pay = await screen.findByRole('region', { name: 'How to pay your gift of Rs 2,500' });
  expect(within(pay).getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(PLEDGE.upiLink);
  expect(within(pay).getByRole('img', { name: /QR code to pay Rs 2,500/ })).toBeTruthy();
  expect(within(pay).getByText('Some UPI apps ask you to type the amount yourself: type Rs 2,500.')).toBeTruthy();
  expect(within(pay).getAllByRole('button', { name: 'Copy' }).length).toBeGreaterThan(3);

  await user.type(screen.getByLabelText(/^Your name as on your ID/), 'Sita Devi');
  await user.type(screen.getByLabelText(/^E-mail/), 'sita@example.org');
  await user.type(screen.getByLabelText(/^Phone number/), '9876543210');
  await user.type(screen.getByLabelText(/^Postal address/), '12 Temple Street, Guntur 522001');
  await user.selectOptions(screen.getByLabelText(/^ID for the tax deduction/), 'pan');
  await user.type(screen.getByLabelText(/^ID number/), 'ABCDE1234F');
  const today = new Date();
  const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await user.type(screen.getByLabelText(/^Date you paid/), day);
  await user.selectOptions(screen.getByLabelText(/^How you paid/), 'upi');
  await user.type(screen.getByLabelText(/^Transaction reference/), '512345678901');
  await user.click(screen.getByLabelText(CONSENT_LABEL));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  // Without "I am an Indian citizen" the form says why, and sends nothing.
  expect(await screen.findAllByText(MESSAGES.foreignContribution)).not.toHaveLength(0);
  expect(sent).toHaveLength(1);
  await user.click(screen.getByLabelText('I am an Indian citizen'));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByText(/Its reference is K7M2-9QXD/)).toBeTruthy());
  expect(sent[1]).toEqual([
    '/api/donations',
    expect.objectContaining({ pledge: 'K7M2-9QXD', citizen: 'yes', idNumber: 'ABCDE1234F' }),
  ]);
});

it('a refused second step sent without JavaScript comes back as that form, values kept, and hydrates', async () => {
  const { hydrationErrors } = await serveAndHydrate(
    <DonationForm {...block} />,
    {
      form: 'donation',
      status: 'error',
      values: { pledge: 'K7M2-9QXD', name: 'Sita Devi' },
      fieldErrors: { citizen: MESSAGES.foreignContribution },
    },
    '/donate',
  );
  expect(hydrationErrors).toEqual([]);
  expect((screen.getByLabelText(/^Your name as on your ID/) as HTMLInputElement).value).toBe('Sita Devi');
  expect(screen.getAllByText(MESSAGES.foreignContribution).length).toBeGreaterThan(0);
});

it('with an FCRA registration, a Telugu page refuses an unticked citizen box by naming the FCRA account', async () => {
  const sent: unknown[] = [];
  stubFetch(async (url) => {
    sent.push(url);
    return json(500, {})();
  });
  const fcra = { registration: '231650123', account: 'SBI New Delhi Main Branch, account 40123456789' };
  await serveAndHydrate(
    <PageLanguageContext value={pageLanguageOf('te', undefined)}>
      <DonationForm {...block} />
    </PageLanguageContext>,
    { form: 'donationPledge', status: 'pledged', pledge: { ...PLEDGE, fcra } },
    '/te/donate',
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const expected = foreignContributionRefusal(FORM_TEXTS.te.messages, fcra);
  expect(expected).toContain(fcra.account);
  expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
  expect(screen.queryByText(FORM_TEXTS.te.messages.foreignContribution)).toBeNull();
  expect(sent).toHaveLength(0);
});
