import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import type { YourDataRequestBlock } from '../../content/types.ts';
import { CATALOGUE } from '../../src/shared/forms/error-messages.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { bodyOf, deferred, json, refuse, stubFetch } from '../../tests/helpers/fetch-stub.ts';
import YourDataRequest from './index.tsx';
import example from './example.json';

const block = example as YourDataRequestBlock;
const ANSWER =
  'Thank you. If we keep anything under this address, a link to see it is on its way there. The link works once, for 24 hours.';

const renderIt = () =>
  render(
    <ThemeProvider theme={theme}>
      <YourDataRequest {...block} />
    </ThemeProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

it('explains the page from pages.json and posts a plain form to the API without JavaScript', () => {
  const { container } = renderIt();
  expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeTruthy();
  for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
  const form = container.querySelector('form[method="post"]') as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/api/your-data');
  const email = screen.getByRole('textbox', { name: /^Email/ });
  expect(email.getAttribute('name')).toBe('email');
  expect(email.getAttribute('type')).toBe('email');
  expect(email.hasAttribute('required')).toBe(true);
  expect(email.getAttribute('autocomplete')).toBe('email');
  expect(screen.getByText('The address you gave in our forms.').id).toBe(email.getAttribute('aria-describedby'));
});

it('sends the address as JSON and shows the server answer in place, in a status region, with focus on it', async () => {
  const { handler, release } = deferred(json(202, { success: true, message: ANSWER }));
  const fetchMock = stubFetch(handler);
  const user = userEvent.setup({ delay: null });
  renderIt();
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
  expect(fetchMock.mock.calls[0][0]).toBe('/api/your-data');
  expect(bodyOf(fetchMock)).toEqual({ email: 'asha@example.org' });
  release();
  const heading = await screen.findByRole('heading', { name: 'Please check your email' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(heading.closest('[role="status"]')?.textContent).toContain(ANSWER);
  expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Use another address' }));
  const email = screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
  expect(email.value).toBe('');
  await waitFor(() => expect(document.activeElement).toBe(email));
});

it('shows a refused address beside the field, marks it invalid and focuses it', async () => {
  const message = 'Please enter a valid email address, like name@example.org.';
  stubFetch(json(400, { success: false, message }));
  const user = userEvent.setup({ delay: null });
  renderIt();
  const email = screen.getByRole('textbox', { name: /^Email/ });
  await user.type(email, 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  const error = screen.getByText(message);
  expect(email.getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(screen.getByRole('alert').textContent).toBe('');
});

it('announces a limit or an unreachable server above the form, keeping what was typed', async () => {
  stubFetch(json(429, { success: false, message: 'Too many requests. Please wait a minute and try again.' }));
  const user = userEvent.setup({ delay: null });
  renderIt();
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please wait a minute and try again.'),
  );

  stubFetch(refuse);
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CATALOGUE.network));
  expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('asha@example.org');
});
