// The contact form without JavaScript: the HTML the browser checks and posts itself, and the pages the
// server answers a plain post with (schema/api/form-page.ts), hydrated from the state embedded in them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { ServedFormState } from '../../schema/api/form-page.ts';
import type { ContactFormBlock } from '../../content/types.ts';
import { serveAndHydrate, servedHtml, unmountServed } from '../../tests/helpers/served-page.tsx';
import ContactForm from './index.tsx';
import example from './example.json';

const block = example as ContactFormBlock;
const page = () => <ContactForm {...block} />;

afterEach(() => {
  unmountServed();
  vi.restoreAllMocks();
  document.title = '';
});

const refused: ServedFormState = {
  form: 'contact',
  status: 'error',
  values: { name: 'Asha </script><!-- Rao', phone: '12', email: 'asha@example', message: 'Hello' },
  fieldErrors: { phone: 'Phone must be a phone number.', email: 'Email must be an email address.' },
};

it('the prerendered form posts itself: no novalidate, method, action, a name on every field, an empty key field', () => {
  const holder = document.createElement('div');
  holder.innerHTML = servedHtml(page(), undefined, '/ContactPage');
  const form = holder.querySelector('form') as HTMLFormElement;
  expect(form.hasAttribute('novalidate')).toBe(false);
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/api/contact');
  const names = [...form.querySelectorAll('input, textarea, select')].map((control) => control.getAttribute('name'));
  expect(names).toEqual(['name', 'phone', 'email', 'message', 'website', 'idempotencyKey']);
  const key = form.querySelector('input[name="idempotencyKey"]') as HTMLInputElement;
  expect(key.type).toBe('hidden');
  expect(key.getAttribute('value')).toBe('');
  for (const name of ['name', 'phone', 'email', 'message'])
    expect(form.querySelector(`[name="${name}"]`)?.hasAttribute('required'), name).toBe(true);
});

it('once hydrated, the in-page checks take over (novalidate), with no hydration mismatch', async () => {
  const { container, hydrationErrors } = await serveAndHydrate(page(), undefined, '/ContactPage');
  expect((container.querySelector('form[method="post"]') as HTMLFormElement).noValidate).toBe(true);
  expect(hydrationErrors).toEqual([]);
});

it('a refused post comes back with the values kept, a summary linking to each field and the messages tied to them', async () => {
  const { container, hydrationErrors } = await serveAndHydrate(page(), refused, '/ContactPage');
  expect(hydrationErrors).toEqual([]);
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Asha </script><!-- Rao');
  expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Hello');
  const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement as HTMLElement;
  expect(summary.getAttribute('tabindex')).toBe('-1');
  expect(summary.hasAttribute('autofocus')).toBe(true);
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Phone must be a phone number.',
    'Email must be an email address.',
  ]);
  const phone = screen.getByLabelText(/^Phone/);
  expect(links[0].getAttribute('href')).toBe(`#${phone.id}`);
  expect(phone.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Phone must be a phone number.',
  );
  expect(screen.getByLabelText(/^Name/).hasAttribute('aria-invalid')).toBe(false);
  // The scripted path's alert stays empty: the summary says it.
  expect(container.querySelector('[role="alert"]')?.textContent).toBe('');
  // With scripts a link moves focus into its field.
  const user = userEvent.setup({ delay: null });
  await user.click(links[1]);
  expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
});

it('the title says Error: while the summary shows; any edit clears the summary, the messages and the prefix', async () => {
  document.title = 'Contact Us';
  await serveAndHydrate(page(), { ...refused, message: 'Please correct the fields below.' }, '/ContactPage');
  await waitFor(() => expect(document.title).toBe('Error: Contact Us'));
  expect(screen.getByText('Please correct the fields below.')).toBeTruthy();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Phone/), '3');
  expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  expect(screen.getByLabelText(/^Phone/).hasAttribute('aria-invalid')).toBe(false);
  expect(document.title).toBe('Contact Us');
});

it('a sent message shows the confirmation; Send Another Message is a button of a GET form, in place with scripts', async () => {
  const holder = document.createElement('div');
  holder.innerHTML = servedHtml(page(), { form: 'contact', status: 'submitted' }, '/ContactPage');
  expect(holder.textContent).toContain('Message Sent Successfully!');
  expect(holder.textContent).toContain('We will get back to you soon.');
  const again = within(holder).getByRole('button', { name: 'Send Another Message' });
  const getForm = again.closest('form') as HTMLFormElement;
  expect(getForm.getAttribute('method')).toBe('get');
  expect(holder.querySelector('form[method="post"]')).toBeNull();

  await serveAndHydrate(page(), { form: 'contact', status: 'submitted' }, '/ContactPage');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
});

it("another form's state leaves this form as it is", async () => {
  await serveAndHydrate(page(), { form: 'volunteer', status: 'submitted', message: 'Thanks' }, '/ContactPage');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  expect(screen.queryByText('Message Sent Successfully!')).toBeNull();
});
