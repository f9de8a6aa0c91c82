// @vitest-environment node
// A 9-digit Indian number is refused on a Hindi page on both paths, the JSON API and a plain form post, on
// both forms that ask for one, with the forms' own Hindi sentence ("फ़ोन नंबर सही नहीं है।" and what the field
// wants): the one rule of schema/api/phone-number.ts (its table of numbers is in phone-number.test.ts). A
// landline with its STD code gets through. A fake renderer echoes the address and state, as in plain-forms.test.ts.
import { describe, expect, it } from 'vitest';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';
import {
  NOTICES,
  postFromBrowser,
  postJson,
  validContact,
  validVolunteer,
} from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const hi = FORM_TEXTS.hi;
const echo: RenderFormPage = async (address, { state }) =>
  `<!doctype html><main data-address="${address}"><script type="application/json" id="s">${JSON.stringify(state)}</script>` +
  '<input type="hidden" name="idempotencyKey" value=""></main>';
const stateOf = (body: string): ServedFormState => JSON.parse(/id="s">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');
const addressOf = (body: string) => /data-address="([^"]*)"/.exec(body)?.[1];

const suite = appSuite(engines[0], () => ({ renderFormPage: echo }));

/** The Hindi sentence for a wrong number in `field`, from the forms' Hindi table. */
const refusal = (field: 'phone' | 'contact') =>
  fill(hi.validation.pattern, { label: hi.titles[field], description: hi.descriptions[field] });

const NINE_DIGITS = '98765 4321';
const forms = [
  {
    form: 'contact',
    url: '/api/contact',
    page: '/hi/ContactPage',
    field: 'phone' as const,
    payload: () => ({ ...validContact(), noticeVersion: NOTICES.notice('contact', 'hi').version, language: 'hi' }),
  },
  {
    form: 'volunteer',
    url: '/api/volunteer-simple',
    page: '/hi/JoinUs',
    field: 'contact' as const,
    payload: () => ({ ...validVolunteer(), noticeVersion: NOTICES.notice('volunteer', 'hi').version, language: 'hi' }),
  },
];

describe.each(forms)('the $form form on a Hindi page', ({ url, page, field, payload }) => {
  it('the JSON API refuses a 9-digit Indian number in Hindi', async () => {
    const response = await postJson(suite.app, url, { ...payload(), [field]: NINE_DIGITS });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(refusal(field));
    expect(refusal(field)).toMatch(new RegExp(`^${hi.titles[field]} सही नहीं है। `));
  });

  it('a plain form post with a 9-digit Indian number comes back as the Hindi page, the field refused in Hindi', async () => {
    const response = await postFromBrowser(
      suite.app,
      url,
      { ...payload(), [field]: NINE_DIGITS, website: '', idempotencyKey: '' },
      { referer: `http://localhost${page}` },
    );
    expect(response.statusCode).toBe(400);
    expect(addressOf(response.body)).toBe(page);
    const state = stateOf(response.body);
    if (state.status !== 'error') throw new Error('expected the error state');
    expect(state.fieldErrors).toEqual({ [field]: refusal(field) });
    expect(state.values[field]).toBe(NINE_DIGITS);
  });

  it('a landline with its STD code, and a number abroad, are taken on both paths', async () => {
    for (const number of ['(040) 2345 6789', '+44 20 7946 0958']) {
      const json = await postJson(suite.app, url, { ...payload(), [field]: number });
      expect(json.statusCode, number).toBe(201);
      const plain = await postFromBrowser(
        suite.app,
        url,
        { ...payload(), [field]: number, website: '', idempotencyKey: '' },
        { referer: `http://localhost${page}` },
      );
      expect(plain.statusCode, number).toBe(303);
    }
  });
});
