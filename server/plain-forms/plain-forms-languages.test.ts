// @vitest-environment node
// A form on a Hindi page is answered in Hindi on both paths: the JSON API (the scripted form sends
// language: 'hi') and a plain form post (the hidden field, or the Referer's /hi/ page): the page
// drawn is the Hindi one, its sentences Hindi, and a success goes to the Hindi confirmation.
// A fake renderer echoes the address and state it is given, as in plain-forms.test.ts.
import { describe, expect, it } from 'vitest';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { fallbackPage } from './fallback-page.ts';
import { SERVER_WORDS } from '../words/index.ts';
import {
  NOTICES,
  postFromBrowser,
  postJson,
  validContact,
  validGuardian,
  validVolunteer,
} from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';

const hi = FORM_TEXTS.hi;
const te = FORM_TEXTS.te;
const echo: RenderFormPage = async (address, { state }) =>
  `<!doctype html><main data-address="${address}"><script type="application/json" id="s">${JSON.stringify(state)}</script>` +
  '<input type="hidden" name="idempotencyKey" value=""></main>';
const stateOf = (body: string): ServedFormState => JSON.parse(/id="s">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');
const addressOf = (body: string) => /data-address="([^"]*)"/.exec(body)?.[1];

const suite = appSuite(engines[0], () => ({ renderFormPage: echo }));

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postFromBrowser(suite.app, url, fields, headers);

const hindiVolunteer = () => ({ ...validVolunteer(), noticeVersion: NOTICES.notice('volunteer', 'hi').version });
const emptyJoin = { domain: '', firstName: '', lastName: '', contact: '', dateOfBirth: '', email: '', whyJoinUs: '' };

describe('the JSON path in Hindi and Telugu', () => {
  it('an empty join form sent from a Hindi page is refused in Hindi, naming the fields in Hindi', async () => {
    const response = await postJson(suite.app, '/api/volunteer-simple', { ...emptyJoin, language: 'hi' });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    // From the table, so a reviewer's wording keeps the test true (the sentence holds for either gender).
    expect(message).toContain(
      fill(hi.validation.enum, { label: hi.titles.domain, values: 'ccae, csii, csaa, general' }),
    );
    expect(message).toContain(fill(hi.validation.minLength, { label: hi.titles.firstName }));
    expect(message).toContain(hi.messages.consentRequired);
    expect(message).not.toMatch(/ is required/);
  });

  it('a Telugu sender gets Telugu; without a language the answer stays English', async () => {
    const telugu = await postJson(suite.app, '/api/contact', {
      ...validContact(),
      email: 'not-an-address',
      language: 'te',
    });
    expect(telugu.json().message).toBe('ఇ-మెయిల్ సరైన ఇ-మెయిల్ చిరునామా అయి ఉండాలి, ఉదాహరణకు name@example.org.');
    const english = await postJson(suite.app, '/api/contact', { ...validContact(), email: 'not-an-address' });
    expect(english.json().message).toBe('Email must be a valid e-mail address, like name@example.org.');
  });

  it("the server's own rules answer in Hindi too: the age rule, a guardian, success", async () => {
    const young = await postJson(suite.app, '/api/volunteer-simple', {
      ...hindiVolunteer(),
      dateOfBirth: '01/01/2020',
      language: 'hi',
    });
    expect(young.json().message).toBe(hi.minimumAge);
    const minor = await postJson(suite.app, '/api/volunteer-simple', {
      ...hindiVolunteer(),
      dateOfBirth: '01/01/2012',
      language: 'hi',
    });
    expect(minor.json().message).toBe(hi.messages.guardianNeeded);
    const sent = await postJson(suite.app, '/api/volunteer-simple', { ...hindiVolunteer(), language: 'hi' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(hi.messages.volunteerStored);
  });

  it('the "your data" request answers in Hindi: a wrong address and the confirmation', async () => {
    const refused = await postJson(suite.app, '/api/your-data', { email: 'not-an-address', language: 'hi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(hi.server.emailInvalid);
    const asked = await postJson(suite.app, '/api/your-data', { email: 'asha@example.org', language: 'hi' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(hi.server.yourDataAnswer);
  });

  it('a language the site does not have is refused like any other wrong value', async () => {
    const response = await postJson(suite.app, '/api/contact', { ...validContact(), language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Language must be one of: en, hi, te.');
  });
});

describe('plain form posts from a Hindi page', () => {
  it('an empty join form comes back as the Hindi page, each field refused in Hindi', async () => {
    const response = await post(
      '/api/volunteer-simple',
      { ...emptyJoin, language: 'hi', website: '', idempotencyKey: '' },
      { referer: 'http://localhost/hi/JoinUs' },
    );
    expect(response.statusCode).toBe(400);
    expect(addressOf(response.body)).toBe('/hi/JoinUs');
    const state = stateOf(response.body);
    if (state.status !== 'error') throw new Error('expected the error state');
    // The browser sends an empty field: "required and cannot be empty".
    expect(state.fieldErrors.firstName).toBe('पहला नाम भरना अनिवार्य है, इसे खाली नहीं छोड़ा जा सकता।');
    expect(state.fieldErrors.email).toBe('ईमेल भरना अनिवार्य है, इसे खाली नहीं छोड़ा जा सकता।');
    expect(state.fieldErrors.consent).toBe(hi.messages.consentRequired);
  });

  it('without a Referer the hidden field alone brings the Hindi page; a bad date is refused in Hindi', async () => {
    const response = await post('/api/volunteer-simple', {
      ...hindiVolunteer(),
      dateOfBirth: '31/02/2000',
      language: 'hi',
      website: '',
      idempotencyKey: '',
    });
    expect(response.statusCode).toBe(400);
    expect(addressOf(response.body)).toBe('/hi/JoinUs');
    const state = stateOf(response.body);
    if (state.status !== 'error') throw new Error('expected the error state');
    expect(state.fieldErrors.dateOfBirth).toBe(hi.dateFormat);
  });

  it('a sent Hindi form goes to the Hindi confirmation, which thanks in Hindi', async () => {
    const response = await post(
      '/api/volunteer-simple',
      { ...hindiVolunteer(), language: 'hi', website: '', idempotencyKey: '' },
      { referer: 'http://localhost/hi/JoinUs' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/hi/JoinUs?sent=volunteer');
    // A browser that does not follow the redirect shows its body, in Hindi too.
    expect(response.body).toContain('<a href="/hi/JoinUs?sent=volunteer">आगे बढ़ें</a>');
    const page = await suite.app.inject({ method: 'GET', url: '/hi/JoinUs?sent=volunteer' });
    expect(stateOf(page.body)).toEqual({
      form: 'volunteer',
      status: 'submitted',
      message: hi.messages.volunteerStored,
    });
  });

  it('a Telugu applicant under 18 is told, on both paths, that it waits for her parent or guardian (issue #24)', async () => {
    const teluguMinor = () => ({
      ...validVolunteer(),
      ...validGuardian(),
      dateOfBirth: `15-03-${new Date().getFullYear() - 16}`,
      noticeVersion: NOTICES.notice('volunteer', 'te').version,
      language: 'te',
    });
    const waiting = fill(te.guardian.sentText, { days: 7 });
    // The scripted form: the sentence, in Telugu, and the flag its heading follows.
    const json = await postJson(suite.app, '/api/volunteer-simple', teluguMinor());
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ message: waiting, data: { awaitingGuardian: true } });
    // Without JavaScript: the confirmation page says the same, not the adult's "received".
    const response = await post(
      '/api/volunteer-simple',
      { ...teluguMinor(), website: '', idempotencyKey: '' },
      { referer: 'http://localhost/te/JoinUs' },
    );
    expect(response.statusCode).toBe(303);
    // Her reference goes with it in a cookie, never in the address, for the page to give her
    // (plain-forms-waiting.test.ts).
    const location = String(response.headers.location);
    expect(location).toBe('/te/JoinUs?sent=volunteer&waiting=guardian');
    const cookie = String(response.headers['set-cookie']).split(';')[0];
    const reference = /^waiting_reference=([0-9A-Z]{4})([0-9A-Z]{4})\./.exec(cookie)?.slice(1).join('-');
    expect(reference, cookie).toBeDefined();
    const page = await suite.app.inject({ method: 'GET', url: location, headers: { cookie } });
    expect(stateOf(page.body)).toEqual({
      form: 'volunteer',
      status: 'submitted',
      message: `${waiting} ${fill(SERVER_WORDS.te.plainForms.waitingReference, { reference: String(reference).replace('-', '\u2011') })}`,
      awaitingGuardian: true,
    });
    // The small page drawn without a build says it too, in Telugu.
    const small = fallbackPage('Seva', '/te/JoinUs', stateOf(page.body));
    expect(small).toContain(`<h1>${te.guardian.sentTitle}</h1>`);
    expect(small).not.toContain(te.messages.volunteerStored);
  });

  it('a Telugu contact form with a wrong phone is refused in Telugu, with the pattern explained in Telugu', async () => {
    const response = await post(
      '/api/contact',
      { ...validContact(), phone: 'abc', language: 'te', website: '', idempotencyKey: '' },
      { referer: 'http://localhost/te/ContactPage' },
    );
    const state = stateOf(response.body);
    if (state.status !== 'error') throw new Error('expected the error state');
    expect(addressOf(response.body)).toBe('/te/ContactPage');
    expect(state.fieldErrors.phone).toBe(`ఫోన్ నంబర్ సరిగా లేదు. ${te.descriptions.phone}`);
  });
});

describe("the simple page (a server without a build) in the form's language", () => {
  it('a Hindi error page is in Hindi, with lang="hi-IN" and its title prefix', () => {
    const html = fallbackPage('Example Welfare Foundation', '/hi/JoinUs', {
      form: 'volunteer',
      status: 'error',
      values: {},
      fieldErrors: { firstName: 'पहला नाम भरना अनिवार्य है।' },
    });
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain(`<title>${hi.errorTitlePrefix}हमसे जुड़ें`);
    expect(html).toContain('<h1>एक समस्या है</h1>');
    expect(html).toContain('<li>पहला नाम भरना अनिवार्य है।</li>');
    expect(html).toContain('<a href="/hi/JoinUs">फ़ॉर्म पर वापस जाएँ (हमसे जुड़ें)</a>');
  });
});
