// @vitest-environment node
// Plain form posts (a browser without our script): urlencoded bodies go through the same rules as
// JSON, every refusal comes back as the form's page with the values kept and one sentence per field,
// a success is a 303 to the form's page whose GET shows the confirmation. A fake renderer echoes the
// state it is given, so these tests read exactly what the page would show.
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, MINIMUM_AGE_MESSAGE } from '../../schema/api/date-of-birth.ts';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import { postFromBrowser, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';

const echo: RenderFormPage = async (address, { state }) =>
  `<!doctype html><main data-address="${address}"><script type="application/json" id="s">${JSON.stringify(state)}</script>` +
  '<input type="hidden" name="idempotencyKey" value=""></main>';
const stateOf = (body: string): ServedFormState => JSON.parse(/id="s">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');

const suite = appSuite(engines[0], () => ({ renderFormPage: echo }));

const rows = async () =>
  (await suite.tdb.count('contact_messages')) + (await suite.tdb.count('volunteer_applications'));
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postFromBrowser(suite.app, url, fields, headers);
const without = <T extends Record<string, string>>(body: T, field: keyof T) => {
  const copy: Record<string, string> = { ...body };
  delete copy[field as string];
  return copy;
};

describe.each([
  ['contact', '/api/contact', validContact() as Record<string, string>],
  ['volunteer', '/api/volunteer-simple', validVolunteer() as Record<string, string>],
])('the %s form without JavaScript', (form, url, valid) => {
  const required =
    form === 'contact'
      ? Object.keys(valid)
      : Object.keys(valid).filter((f) => f !== 'questionsForUs' && f !== 'selectedInitiative');

  it.each(required)(
    'a missing %s comes back as the page, naming that field, with the other values kept',
    async (field) => {
      const before = await rows();
      const response = await post(url, { ...without(valid, field), website: '', idempotencyKey: '' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const state = stateOf(response.body);
      expect(state).toEqual({
        form,
        status: 'error',
        values: without(valid, field),
        fieldErrors: {
          [field]: field === 'consent' ? MESSAGES.consentRequired : expect.stringMatching(/is required\.$/),
        },
      });
      // The same sentence the JSON path answers with.
      const json = await postJson(suite.app, url, without(valid, field));
      expect(state.status === 'error' && state.fieldErrors[field]).toBe(json.json().message);
      expect(await rows()).toBe(before);
    },
  );

  it('a served page has a fresh key in its hidden field', async () => {
    const response = await post(url, without(valid, required[0]));
    expect(response.body).toMatch(/name="idempotencyKey" value="[\w-]{22}"/);
  });
});

describe('each rule of the contract, on the contact form', () => {
  it.each([
    ['an empty name', { name: '   ' }, 'name', 'Name is required and cannot be empty.'],
    [
      'a bad e-mail',
      { email: 'asha-at-example' },
      'email',
      'Email must be a valid e-mail address, like name@example.org.',
    ],
    ['a phone without digits', { phone: 'call me' }, 'phone', /^Phone number is not valid\. A telephone number/],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', 'Name is too long: at most 100 characters.'],
    ['a control character', { name: 'Asha\u0007Rao' }, 'name', /^Name contains an invisible control character/],
    [
      'a line break in the phone',
      { phone: '+91 98765\n43210' },
      'phone',
      'Phone number must fit on one line. Please remove the line break.',
    ],
  ])('%s: 400, that field named, values kept, nothing stored', async (_, change, field, sentence) => {
    const before = await rows();
    const body = { ...validContact(), ...change };
    const response = await post('/api/contact', body);
    expect(response.statusCode).toBe(400);
    const state = stateOf(response.body);
    expect(state).toMatchObject({ status: 'error', fieldErrors: { [field]: sentence } });
    expect(state.status === 'error' && Object.keys(state.fieldErrors)).toEqual([field]);
    expect(state.status === 'error' && state.values.message).toBe(validContact().message);
    expect(await rows()).toBe(before);
  });

  it('lists every refused field at once, in the form order', async () => {
    const response = await post('/api/contact', { name: '', phone: 'x', email: 'y', message: '' });
    const state = stateOf(response.body);
    expect(state.status === 'error' && Object.keys(state.fieldErrors)).toEqual([
      'name',
      'phone',
      'email',
      'message',
      'consent',
      'noticeVersion',
    ]);
    expect(state.status === 'error' && state.message).toBeUndefined();
  });
});

describe('the date of birth on the join form', () => {
  it.each([
    ['2001-09-05', DATE_FORMAT_MESSAGE],
    ['31/02/2001', DATE_FORMAT_MESSAGE],
    ['01/01/2020', MINIMUM_AGE_MESSAGE],
    ['aa/bb/cccc', MINIMUM_AGE_MESSAGE],
  ])('%s is refused with the spec message beside the field', async (dateOfBirth, message) => {
    const response = await post('/api/volunteer-simple', { ...validVolunteer(), dateOfBirth });
    expect(response.statusCode).toBe(400);
    expect(stateOf(response.body)).toMatchObject({
      fieldErrors: { dateOfBirth: message },
      values: { dateOfBirth, firstName: 'Ravi' },
    });
  });

  it('is named together with the other refused fields, not after they are fixed', async () => {
    const response = await post('/api/volunteer-simple', {
      ...validVolunteer(),
      firstName: '',
      dateOfBirth: '05 09 2001',
    });
    const state = stateOf(response.body);
    expect(state.status === 'error' && state.fieldErrors).toEqual({
      firstName: 'First name is required and cannot be empty.',
      dateOfBirth: DATE_FORMAT_MESSAGE,
    });
  });

  it('a refusal tied to no field is the message of the whole form', async () => {
    const response = await post('/api/volunteer-simple', { ...validVolunteer(), selectedInitiative: 'csaa' });
    expect(stateOf(response.body)).toMatchObject({ fieldErrors: {}, message: MESSAGES.initiativeMismatch });
  });
});

describe('a form that is accepted', () => {
  it('is stored and answered 303 to the page with ?sent=, whose GET shows the confirmation', async () => {
    const before = await suite.tdb.count('volunteer_applications');
    const response = await post('/api/volunteer-simple', validVolunteer());
    expect([response.statusCode, response.headers.location]).toEqual([303, '/JoinUs?sent=volunteer']);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await suite.tdb.count('volunteer_applications')).toBe(before + 1);
    const page = await suite.app.inject({ method: 'GET', url: '/JoinUs?sent=volunteer' });
    expect([page.statusCode, page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    expect(stateOf(page.body)).toEqual({ form: 'volunteer', status: 'submitted', message: MESSAGES.volunteerStored });
  });

  it.each(['05-09-2001', '05.09.2001'])('takes a date of birth written %s as 05/09/2001 (issue #24)', async (date) => {
    const response = await post('/api/volunteer-simple', { ...validVolunteer(), dateOfBirth: date });
    expect([response.statusCode, response.headers.location]).toEqual([303, '/JoinUs?sent=volunteer']);
    const { rows: stored } = await suite.tdb.db.query<{ born: string }>(
      `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS born FROM volunteer_applications ORDER BY id DESC LIMIT 1`,
    );
    expect(stored[0].born).toBe('2001-09-05');
  });

  it('goes back to the page it came from (a same-origin Referer), never with personal data in the address', async () => {
    const response = await post('/api/contact', validContact(), { referer: 'http://localhost/contactpage?utm=x' });
    expect([response.statusCode, response.headers.location]).toEqual([303, '/contactpage?sent=contact']);
    const page = await suite.app.inject({ method: 'GET', url: '/contactpage?sent=contact' });
    expect(stateOf(page.body)).toEqual({ form: 'contact', status: 'submitted' });
  });

  it('with the honeypot filled gets the same 303 and is stored flagged as spam', async () => {
    const before = await rows();
    const response = await post('/api/contact', { ...validContact(), website: 'https://spam.example' });
    expect([response.statusCode, response.headers.location]).toEqual([303, '/ContactPage?sent=contact']);
    expect(await rows()).toBe(before + 1);
    const last = await suite.tdb.db.query<{ spam_reason: string }>(
      'SELECT spam_reason FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(last.rows[0].spam_reason).toBe('honeypot field filled');
  });

  it('sent twice with the same hidden key is stored once, and both get the same 303', async () => {
    const before = await suite.tdb.count('contact_messages');
    const body = { ...validContact(), idempotencyKey: 'Qk3xv9-plain-post-key' };
    const first = await post('/api/contact', body);
    const second = await post('/api/contact', body);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await suite.tdb.count('contact_messages')).toBe(before + 1);
  });
});

describe('JSON callers', () => {
  it('get exactly the JSON they got before (and the reference, issue #24)', async () => {
    const response = await postJson(suite.app, '/api/contact', validContact(), { accept: 'application/json' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: MESSAGES.contactStored,
      data: { id: expect.any(String), reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
    });
  });

  it.each([
    ['asks for JSON', { accept: 'application/json, text/html;q=0.5' }],
    ['says nothing (curl, scripts)', {}],
  ])('an urlencoded body from a caller that %s is still the JSON 415', async (_, headers) => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'name=Asha',
    });
    expect([response.statusCode, response.json()]).toEqual([415, { success: false, message: MESSAGES.notJson }]);
  });
});
