// @vitest-environment node
// The engine's own promises: one Idempotency-Key per set of values sent (kept for a retry, new
// after an edit or a success), the form's wording from its catalogue, and the checks in order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContactField, contactForm, createContactForm } from './contact-form.ts';
import { CATALOGUE } from './error-messages.ts';
import { checkValues } from './form-checks.ts';
import type { FormValues } from './form-definition.ts';
import { createForm } from './form-engine.ts';
import { validate } from '../../../schema/api/generated/validate-volunteer-application.js';
import { newIdempotencyKey } from './idempotency-key.ts';
import { type JoinField, joinForm } from './join-form.ts';
import { json, refuse, stubFetch } from '../../../tests/helpers/fetch-stub.ts';

/** 128 random bits, in hex. */
const KEY = /^[0-9a-f]{32}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MESSAGE = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.org', message: 'Hello', consent: 'yes' };

function fill(form: ReturnType<typeof createContactForm>) {
  for (const [name, value] of Object.entries(MESSAGE)) form.store.getState().setValue(name as ContactField, value);
  return form;
}
const filledContact = (options = {}) => fill(createContactForm(options));

/** The key each call sent, unquoted (the header is the IETF draft's quoted string). */
const keysSent = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([, init]) => {
    const header = String((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    expect(header).toMatch(/^"[^"]+"$/);
    return header.slice(1, -1);
  });

describe('Idempotency-Key', () => {
  it('a retry of the same values after a failure sends the same key', async () => {
    const mock = stubFetch(refuse);
    const form = filledContact();
    await form.submit();
    await form.submit();
    const last = stubFetch(json(201, { success: true, message: 'Thank you!' }));
    await form.submit();
    const [first, second] = keysSent(mock);
    expect(first).toMatch(KEY);
    expect(second).toBe(first);
    expect(keysSent(last)).toEqual([first]);
  });

  it('any edit after a failure makes a new key, even back to the same text', async () => {
    const mock = stubFetch(refuse);
    const form = filledContact();
    await form.submit();
    form.store.getState().setValue('message', 'Hello!');
    await form.submit();
    form.store.getState().setValue('message', 'Hello');
    await form.submit();
    const keys = keysSent(mock);
    expect(new Set(keys).size).toBe(3);
  });

  it('a new message after a success gets a new key', async () => {
    const mock = stubFetch(json(201, { success: true, message: 'Thank you!' }));
    const form = filledContact();
    await form.submit();
    form.store.getState().reset();
    await fill(form).submit();
    const [first, second] = keysSent(mock);
    expect(second).not.toBe(first);
    expect(form.store.getState().idempotencyKey).toBeNull();
  });

  it('values refused in the browser claim no key', async () => {
    const mock = stubFetch(refuse);
    const form = createContactForm();
    await form.submit();
    expect(mock).not.toHaveBeenCalled();
    expect(form.store.getState().idempotencyKey).toBeNull();
  });

  it('is 128 random bits, made also where crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = Array.from({ length: 100 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(KEY);
    expect(new Set(keys).size).toBe(100);
  });
});

describe('checks and wording', () => {
  it('a send before the checks have loaded waits for them; if they cannot load it says so, and tries again', async () => {
    const mock = stubFetch(json(201, { success: true, message: 'Thank you!' }));
    let loads = 0;
    const form = fill(
      createForm({
        ...contactForm,
        loadValidator: () =>
          ++loads === 1 ? Promise.reject(new TypeError('Failed to fetch module')) : contactForm.loadValidator(),
      }),
    );
    expect(await form.submit()).toEqual({ ok: false });
    expect(form.store.getState().error).toBe(CATALOGUE.network);
    expect(mock).not.toHaveBeenCalled();
    expect(await form.submit()).toEqual({ ok: true });
    expect(loads).toBe(2);
  });

  it('words errors from the catalogue it is given (a page in another language passes its own)', async () => {
    stubFetch(refuse);
    const form = filledContact({ messages: { ...CATALOGUE, network: 'सर्वर से जुड़ नहीं सका।' } });
    await form.submit();
    expect(form.store.getState().error).toBe('सर्वर से जुड़ नहीं सका।');
  });

  it('asks the extra checks only about fields the schema passed, and names fields by their labels', () => {
    const empty = Object.fromEntries(
      [...joinForm.fields, 'website'].map((name) => [name, '']),
    ) as FormValues<JoinField>;
    const values = { ...empty, dateOfBirth: '1'.repeat(21), email: 'x' };
    const payload = joinForm.toPayload(values, '');
    const problems = checkValues(joinForm, validate, payload, { email: 'Your e-mail' }, new Date(2025, 5, 15));
    expect(problems.dateOfBirth).toBe('Date of birth is too long: at most 20 characters.');
    expect(problems.email).toBe('Your e-mail must be a valid e-mail address, like name@example.org.');
    // Every required field is reported (all are empty), in the order of the form.
    expect(Object.keys(problems)).toEqual(joinForm.fields.filter((name) => joinForm.wording.required.includes(name)));
  });
});
