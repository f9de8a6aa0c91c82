// @vitest-environment node
// The states every form goes through (spec section 4): idle, submitting, submitted, error.
import { afterEach, expect, it, vi } from 'vitest';
import { createContactForm } from './contact-form.ts';
import { createFormStore } from './form-store.ts';
import { json, refuse, stubFetch } from '../../../tests/helpers/fetch-stub.ts';

afterEach(() => vi.unstubAllGlobals());

const store = () => createFormStore(() => ({ name: '', email: '' }));

it('starts idle and empty', () => {
  expect(store().getState()).toMatchObject({
    status: 'idle',
    values: { name: '', email: '' },
    error: null,
    successMessage: null,
    fieldErrors: {},
  });
});

it('any edit clears the error and the field errors and returns to idle', () => {
  const form = store();
  form.getState().fail('Cannot connect to server.', { name: 'Name is required.' });
  expect(form.getState().status).toBe('error');
  form.getState().setValue('email', 'a');
  expect(form.getState()).toMatchObject({ status: 'idle', error: null, fieldErrors: {}, values: { email: 'a' } });
});

it('any edit clears the success message', () => {
  const form = store();
  form.getState().succeed('Thank you!');
  form.getState().setValue('name', 'A');
  expect(form.getState().successMessage).toBeNull();
});

it('success empties the fields; reset gives a fresh, empty form', () => {
  const form = store();
  form.getState().setValue('name', 'Asha');
  expect(form.getState().begin()).toBe(true);
  expect(form.getState().begin()).toBe(false);
  form.getState().succeed('Thank you!');
  expect(form.getState()).toMatchObject({ status: 'submitted', successMessage: 'Thank you!', values: { name: '' } });
  form.getState().reset();
  expect(form.getState()).toMatchObject({
    status: 'idle',
    values: { name: '', email: '' },
    error: null,
    successMessage: null,
  });
});

it('a failed send goes to error and keeps what was typed, so it can be sent again', async () => {
  stubFetch(refuse);
  const form = createContactForm();
  const { setValue } = form.store.getState();
  setValue('name', 'Asha');
  setValue('phone', '9876543210');
  setValue('email', 'asha@example.org');
  setValue('message', 'Hello');
  setValue('consent', 'yes');
  await form.submit();
  expect(form.store.getState()).toMatchObject({ status: 'error', values: { name: 'Asha', message: 'Hello' } });
  stubFetch(json(201, { success: true, message: 'Thank you!' }));
  await form.submit();
  expect(form.store.getState()).toMatchObject({ status: 'submitted', values: { name: '' } });
});
