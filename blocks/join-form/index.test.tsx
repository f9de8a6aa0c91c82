import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, expect, it, vi } from 'vitest';
import { GUARDIAN_TEXTS } from '../../schema/api/form-texts/guardian-en.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import type { JoinFormBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { deferred, json, stubFetch } from '../../tests/helpers/fetch-stub.ts';
import JoinForm from './index.tsx';
import example from './example.json';
import { CONSENT_LABEL, JOIN_NOTICE } from '../../tests/helpers/form-notices.ts';

const block = { ...(example as JoinFormBlock), notice: JOIN_NOTICE };
const renderIt = () =>
  render(
    <Router hook={memoryLocation({ path: '/JoinUs' }).hook}>
      <ThemeProvider theme={theme}>
        <JoinForm {...block} />
      </ThemeProvider>
    </Router>,
  );

// Typing whole forms key by key is slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, dateOfBirth = '25/12/2001') {
  await user.selectOptions(screen.getByLabelText(/^Domain/), 'ccae');
  await user.type(screen.getByLabelText(/^First name/), 'Asha');
  await user.type(screen.getByLabelText(/^Last name/), 'Rao');
  await user.type(screen.getByLabelText(/^Contact number/), '9876543210');
  await user.type(screen.getByLabelText(/^Date of birth/), dateOfBirth);
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.org');
  await user.type(screen.getByLabelText(/^Why do you want/), 'To teach.');
  await user.click(screen.getByLabelText(CONSENT_LABEL));
}

it('shows the headings, the partnership panel with its mail link and the domain options from pages.json', () => {
  renderIt();
  expect(screen.getByRole('heading', { level: 1, name: 'Join Our Mission' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'JOIN US' })).toBeTruthy();
  const panel = screen.getByRole('complementary', { name: 'Organizational Partnership' });
  for (const point of ['Strategic partnerships', 'Corporate social responsibility', 'Community projects'])
    expect(within(panel).getByText(point)).toBeTruthy();
  expect(within(panel).getByRole('link').getAttribute('href')).toBe('mailto:info@example.org');
  const options = within(screen.getByLabelText(/^Domain/))
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
  expect(options).toEqual([
    ['', 'Select a domain'],
    ['ccae', 'CCAE - Centre for Civil Administration & Engagement'],
    ['csii', 'CSII - Centre for Social Impact & Innovation'],
    ['csaa', 'CSAA - Centre for Social Awareness & Action'],
    ['general', 'General Volunteer'],
  ]);
});

it('every field is required except questionsForUs; contact is tel and email is email', () => {
  renderIt();
  for (const label of [
    /^Domain/,
    /^First name/,
    /^Last name/,
    /^Contact number/,
    /^Date of birth/,
    /^Email/,
    /^Why do you want/,
  ]) {
    expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
  }
  expect(screen.getByLabelText(/^Questions for us/).hasAttribute('required')).toBe(false);
  expect(screen.getByLabelText(/^Contact number/).getAttribute('type')).toBe('tel');
  expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
  // The format hint is tied to the date field.
  const date = screen.getByLabelText(/^Date of birth/);
  expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/DD\/MM\/YYYY/);
});

it("shows the date errors (the spec's defect of clearing them is fixed) and focuses the date field", async () => {
  const fetchMock = stubFetch(json(201, { success: true, message: 'ok' }));
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user, '31/02/2000');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  const date = screen.getByLabelText(/^Date of birth/);
  await waitFor(() => expect(document.activeElement).toBe(date));
  expect(screen.getByRole('alert').textContent).toBe('Please enter your date of birth in DD/MM/YYYY format.');
  expect(date.getAttribute('aria-invalid')).toBe('true');
  expect(date.getAttribute('aria-describedby')).toMatch(/-error$|-error /);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows a server error and the button reads Submitting... only while in flight', async () => {
  const server = deferred(json(500, { success: false }));
  stubFetch(server.handler);
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
  await act(async () => server.release());
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Server error: 500'));
  expect((screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement).disabled).toBe(false);
});

it("success shows the spec's heading with the server's message; Submit Another Application gives an empty form", async () => {
  stubFetch(json(201, { success: true, message: 'Thank you for applying! We have received your application.' }));
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  const heading = await screen.findByRole('heading', { name: 'Application Submitted Successfully!' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByRole('status').textContent).toContain(
    'Thank you for applying! We have received your application.',
  );
  await user.click(screen.getByRole('button', { name: 'Submit Another Application' }));
  expect((screen.getByLabelText(/^Domain/) as HTMLSelectElement).value).toBe('');
  expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('');
  expect(document.activeElement).toBe(screen.getByLabelText(/^Domain/));
});

it('keeps the guardian section (for under 18s) until a date of birth shows an adult, so nothing moves on load', async () => {
  const user = userEvent.setup();
  renderIt();
  expect(screen.getByText(/If you are under 18/)).toBeTruthy();
  await fill(user, '05/09/2001');
  expect(screen.queryByLabelText(/^Parent or guardian's name/)).toBeNull();
});

it('asks for a parent or guardian, and says why, when the date of birth is under 18', async () => {
  const mock = stubFetch(json(201, { success: true, message: 'ok', data: { id: 'x' } }));
  const user = userEvent.setup();
  renderIt();
  await fill(user, '01/01/2015');
  expect(screen.getByText('Your parent or guardian')).toBeTruthy();
  expect(screen.getByText(/Because you are under 18/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /Submit/ }));
  expect(await screen.findAllByText(MESSAGES.guardianNeeded, { selector: 'p[id$="-error"]' })).toHaveLength(3);
  // The alert says it once, not three times.
  expect(screen.getByRole('alert').textContent).toBe(MESSAGES.guardianNeeded);
  expect(mock).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText(/^Parent or guardian's name/), 'Lakshmi Rao');
  await user.type(screen.getByLabelText(/^Parent or guardian's email/), 'asha@example.org');
  await user.type(screen.getByLabelText(/^Their relationship/), 'Mother');
  await user.click(screen.getByRole('button', { name: /Submit/ }));
  expect(await screen.findByText(MESSAGES.guardianEmailSame, { selector: 'p[id$="-error"]' })).toBeTruthy();
  await user.clear(screen.getByLabelText(/^Parent or guardian's email/));
  await user.type(screen.getByLabelText(/^Parent or guardian's email/), 'lakshmi@example.org');
  await user.click(screen.getByRole('button', { name: /Submit/ }));
  await waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
  expect(JSON.parse(String(mock.mock.calls[0][1]?.body))).toMatchObject({
    guardianName: 'Lakshmi Rao',
    guardianEmail: 'lakshmi@example.org',
    guardianRelationship: 'Mother',
    consent: 'yes',
    noticeVersion: JOIN_NOTICE.version,
  });
});

it('an applicant under 18 is told after sending that it waits for her parent or guardian, not that it was received (issue #24)', async () => {
  const waiting = GUARDIAN_TEXTS.sentText.replace('{days}', '7');
  stubFetch(
    json(201, { success: true, message: waiting, data: { id: 'x', reference: 'K7M2-9QXD', awaitingGuardian: true } }),
  );
  const user = userEvent.setup({ delay: null });
  renderIt();
  await fill(user, '15-03-2010');
  await user.type(screen.getByLabelText(/^Parent or guardian's name/), 'Lakshmi Rao');
  await user.type(screen.getByLabelText(/^Parent or guardian's email/), 'lakshmi@example.org');
  await user.type(screen.getByLabelText(/^Their relationship/), 'Mother');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  const heading = await screen.findByRole('heading', { name: 'Waiting for your parent or guardian' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByRole('status').textContent).toContain('We have e-mailed them a link to confirm.');
  expect(screen.getByRole('status').textContent).toContain('within 7 days, your application is deleted');
  expect(screen.queryByRole('heading', { name: 'Application Submitted Successfully!' })).toBeNull();
  // Another application starts as a new one, with the adult's heading again.
  await user.click(screen.getByRole('button', { name: 'Submit Another Application' }));
  stubFetch(json(201, { success: true, message: 'Received.', data: { id: 'y', reference: 'K7M2-9QXE' } }));
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  expect(await screen.findByRole('heading', { name: 'Application Submitted Successfully!' })).toBeTruthy();
});

it('the date of birth opens a keypad with digits and a separator (issue #24)', () => {
  renderIt();
  expect(screen.getByLabelText(/^Date of birth/).getAttribute('inputmode')).toBe('decimal');
});
