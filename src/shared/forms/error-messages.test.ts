// @vitest-environment node
// Every message of the spec's error catalogue (section 8), for the situation it names, on both forms.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUrl } from './api-client.ts';
import { contactForm, createContactForm } from './contact-form.ts';
import { CATALOGUE } from './error-messages.ts';
import { validatorFor } from './form-checks.ts';
import { createJoinForm, joinForm } from './join-form.ts';
import { hang, json, refuse, stubFetch, text, type FetchHandler } from '../../../tests/helpers/fetch-stub.ts';

const TODAY = new Date(2025, 5, 15);

function filledContact() {
  const form = createContactForm();
  const { setValue } = form.store.getState();
  setValue('name', 'Asha Rao');
  setValue('phone', '+91 98765 43210');
  setValue('email', 'asha@example.org');
  setValue('message', 'How can I volunteer on weekends?');
  setValue('consent', 'yes');
  return form;
}

function filledJoin() {
  const form = createJoinForm({ now: () => TODAY });
  const { setValue } = form.store.getState();
  setValue('domain', 'csaa');
  setValue('firstName', 'Asha');
  setValue('lastName', 'Rao');
  setValue('contact', '+91 98765 43210');
  setValue('dateOfBirth', '25/12/2001');
  setValue('email', 'asha@example.org');
  setValue('whyJoinUs', 'To teach children on weekends.');
  setValue('consent', 'yes');
  return form;
}

const forms = { contact: filledContact, join: filledJoin };

async function errorAfter(which: keyof typeof forms, handler: FetchHandler) {
  stubFetch(handler);
  const form = forms[which]();
  const result = await form.submit();
  const state = form.store.getState();
  expect(result.ok).toBe(false);
  expect(state.status).toBe('error');
  return state.error;
}

// The checks are loaded before anyone can send, as the blocks do on mount; the timings below
// are then those of the send alone.
beforeAll(() => Promise.all([validatorFor(contactForm), validatorFor(joinForm)]));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe.each(['contact', 'join'] as const)('%s form', (which) => {
  it('times out after exactly 10 000 ms with the timeout message', async () => {
    vi.useFakeTimers();
    stubFetch(hang);
    const form = forms[which]();
    const done = form.submit();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(form.store.getState().status).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(form.store.getState()).toMatchObject({ status: 'error', error: CATALOGUE.timeout });
    expect(CATALOGUE.timeout).toBe('Please wait a minute and try again; if the issue persists, contact us via email.');
  });

  it('a network failure (fetch rejects) gives the connection message', async () => {
    expect(await errorAfter(which, refuse)).toBe(
      'Cannot connect to server. Make sure backend is running on port 5000.',
    );
  });

  it("a 4xx with a message shows the server's message", async () => {
    expect(await errorAfter(which, json(400, { success: false, message: 'Phone number is not valid.' }))).toBe(
      'Phone number is not valid.',
    );
  });

  it('a 429 shows the rate-limit message', async () => {
    const message = 'Too many requests from your network. Please wait a minute and try again.';
    expect(await errorAfter(which, json(429, { success: false, message }))).toBe(message);
  });

  it('a 2xx without success: true is an error the user sees, never an endless Submitting...', async () => {
    const expected = which === 'contact' ? 'Something went wrong. Please try again.' : 'Server error: 200';
    expect(await errorAfter(which, json(200, { message: 'stored?' }))).toBe(expected);
    expect(await errorAfter(which, json(200, {}))).toBe(expected);
    expect(await errorAfter(which, text(200, 'OK'))).toBe(expected);
  });

  it('a 2xx with success: false shows its message', async () => {
    expect(await errorAfter(which, json(200, { success: false, message: 'Not stored.' }))).toBe('Not stored.');
  });
});

describe('contact form only', () => {
  it('another failure before any answer: try again in 1 minute', async () => {
    expect(await errorAfter('contact', () => Promise.reject(new DOMException('aborted', 'AbortError')))).toBe(
      'Try again in 1 minute.',
    );
  });

  it('anything else (4xx without a message, 5xx, non-JSON) gives the generic message', async () => {
    const generic = 'Something went wrong. Please try again.';
    expect(await errorAfter('contact', json(400, { success: false }))).toBe(generic);
    expect(
      await errorAfter('contact', json(500, { success: false, message: 'Something went wrong on our side.' })),
    ).toBe(generic);
    expect(await errorAfter('contact', text(502, '<html>Bad Gateway</html>'))).toBe(generic);
  });
});

describe('join form only', () => {
  it('no response: the no-response message', async () => {
    expect(await errorAfter('join', () => Promise.reject(new DOMException('aborted', 'AbortError')))).toBe(
      'No response from server. Check if backend is running.',
    );
  });

  it('a server answer shows its message, or Server error: and the status', async () => {
    expect(
      await errorAfter('join', json(503, { success: false, message: 'The service is starting or stopping.' })),
    ).toBe('The service is starting or stopping.');
    expect(await errorAfter('join', json(500, { success: false }))).toBe('Server error: 500');
    expect(await errorAfter('join', json(404, {}))).toBe('Server error: 404');
    expect(await errorAfter('join', text(502, '<html>Bad Gateway</html>'))).toBe('Server error: 502');
  });
});

describe('the request', () => {
  it('contact: POST /api/contact as JSON, trimmed, with the empty honeypot', async () => {
    const mock = stubFetch(json(201, { success: true, message: 'Thank you!' }));
    const form = filledContact();
    form.store.getState().setValue('name', '  Asha Rao  ');
    expect(await form.submit()).toEqual({ ok: true });
    const [url, init] = mock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      email: 'asha@example.org',
      message: 'How can I volunteer on weekends?',
      consent: 'yes',
      noticeVersion: '',
      website: '',
    });
    expect(form.store.getState()).toMatchObject({
      status: 'submitted',
      successMessage: 'Thank you!',
      values: { name: '', email: '' },
    });
  });

  it('join: POST /api/volunteer-simple with selectedInitiative copying domain', async () => {
    const mock = stubFetch(json(201, { success: true, message: 'Thank you for applying!' }));
    const form = filledJoin();
    expect(await form.submit()).toEqual({ ok: true });
    expect(mock.mock.calls[0][0]).toBe('/api/volunteer-simple');
    expect(JSON.parse(String(mock.mock.calls[0][1]?.body))).toEqual({
      domain: 'csaa',
      selectedInitiative: 'csaa',
      firstName: 'Asha',
      lastName: 'Rao',
      contact: '+91 98765 43210',
      dateOfBirth: '25/12/2001',
      email: 'asha@example.org',
      whyJoinUs: 'To teach children on weekends.',
      questionsForUs: '',
      guardianName: '',
      guardianEmail: '',
      guardianRelationship: '',
      consent: 'yes',
      noticeVersion: '',
      website: '',
    });
    expect(form.store.getState().successMessage).toBe('Thank you for applying!');
  });

  it('goes to the same origin by default and to VITE_API_BASE_URL when it is set at build time', () => {
    expect(apiUrl('/api/contact')).toBe('/api/contact');
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.org/');
    expect(apiUrl('/api/contact')).toBe('https://api.example.org/api/contact');
  });

  it('a second submit while one is in flight sends nothing', async () => {
    const mock = stubFetch(hang);
    vi.useFakeTimers();
    const form = filledContact();
    const first = form.submit();
    expect(await form.submit()).toEqual({ ok: false });
    expect(mock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await first;
  });
});
