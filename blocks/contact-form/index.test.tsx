import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../schema/api/messages.ts';
import type { ContactFormBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { deferred, json, refuse, stubFetch } from '../../tests/helpers/fetch-stub.ts';
import { CONSENT_LABEL, CONTACT_NOTICE } from '../../tests/helpers/form-notices.ts';
import ContactForm from './index.tsx';
import example from './example.json';

const block = { ...(example as ContactFormBlock), notice: CONTACT_NOTICE };
const renderIt = (props: ContactFormBlock = block) =>
  render(
    <ThemeProvider theme={theme}>
      <ContactForm {...props} />
    </ThemeProvider>,
  );

// Typing whole forms key by key is slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Phone/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.org');
  await user.type(screen.getByLabelText(/^Message/), 'How can I help?');
  await user.click(screen.getByLabelText(CONSENT_LABEL));
}

it('shows the office address, e-mail and phone from pages.json, and labelled fields of the right types', () => {
  renderIt();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
  expect(screen.getByText('Hyderabad, Telangana')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe('mailto:info@example.org');
  expect(screen.getByRole('link', { name: '+91 90000 00000' }).getAttribute('href')).toBe('tel:+919000000000');
  expect(screen.getByLabelText(/^Phone/).getAttribute('type')).toBe('tel');
  expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
  for (const label of [/^Name/, /^Phone/, /^Email/, /^Message/])
    expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
});

it('hides the honeypot from people: off-screen, aria-hidden, out of the tab order, no autofill', () => {
  const { container } = renderIt();
  const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
  expect(trap.tabIndex).toBe(-1);
  expect(trap.getAttribute('autocomplete')).toBe('off');
  expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
});

it('an empty submit marks the fields invalid, ties each error to its field, announces them and focuses the first', async () => {
  const fetchMock = stubFetch(json(201, { success: true, message: 'ok' }));
  const user = userEvent.setup({ delay: null });
  renderIt();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const name = screen.getByLabelText(/^Name/);
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(name.getAttribute('aria-invalid')).toBe('true');
  const described = document.getElementById(name.getAttribute('aria-describedby') ?? '');
  expect(described?.textContent).toBe('Name is required.');
  expect(screen.getByRole('alert').textContent).toContain('Name is required.');
  expect(fetchMock).not.toHaveBeenCalled();
  // Any edit clears the messages.
  await user.type(name, 'A');
  expect(screen.getByRole('alert').textContent).toBe('');
  expect(name.hasAttribute('aria-invalid')).toBe(false);
});

it('while in flight the button is disabled and reads Sending...; success replaces the form and is announced', async () => {
  const server = deferred(json(201, { success: true, message: 'Thank you!' }));
  stubFetch(server.handler);
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  await act(async () => server.release());
  const heading = await screen.findByRole('heading', { name: 'Message Sent Successfully!' });
  expect(screen.getByRole('status').textContent).toContain('We will get back to you soon.');
  expect(document.activeElement).toBe(heading);
  expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
});

it('Send Another Message brings back a fresh, empty form without a reload', async () => {
  stubFetch(json(201, { success: true, message: 'Thank you!' }));
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await user.click(await screen.findByRole('button', { name: 'Send Another Message' }));
  const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
  expect(name.value).toBe('');
  expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  expect(document.activeElement).toBe(name);
  expect(screen.getByRole('status').textContent).toBe('');
});

it('a failed send shows the catalogue message, keeps the text and gives the button back', async () => {
  stubFetch(refuse);
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      'Cannot connect to server. Make sure backend is running on port 5000.',
    ),
  );
  const button = screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  expect(document.activeElement).toBe(button);
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Asha Rao');
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Changed' } });
  expect(screen.getByRole('alert').textContent).toBe('');
});

it("a 429 shows the server's message", async () => {
  stubFetch(
    json(429, { success: false, message: 'Too many requests from your network. Please wait a minute and try again.' }),
  );
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Too many requests/));
});

it('can sit under a hero with an h2 heading', () => {
  renderIt({ ...block, headingLevel: 2 });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Get in Touch' })).toBeTruthy();
});

it('shows the privacy notice with an unticked box, and refuses to send until it is ticked', async () => {
  const mock = stubFetch(json(201, { success: true, message: 'ok', data: { id: 'x' } }));
  const user = userEvent.setup();
  renderIt();
  const box = screen.getByLabelText(CONSENT_LABEL) as HTMLInputElement;
  expect(box.checked).toBe(false);
  expect(box.required).toBe(true);
  expect(screen.getByText(/grievance@example.org/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Read the full privacy notice' }).getAttribute('href')).toBe(
    '/PrivacyPolicy',
  );
  await fill(user);
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText(MESSAGES.consentRequired, { selector: 'p[id$="-consent-error"]' })).toBeTruthy();
  expect(mock).not.toHaveBeenCalled();
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
  const sent = JSON.parse(String(mock.mock.calls[0][1]?.body));
  expect(sent).toMatchObject({ consent: 'yes', noticeVersion: CONTACT_NOTICE.version });
});
