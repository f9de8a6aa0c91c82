// @vitest-environment node
// An applicant under 18 who sends the join form without JavaScript lands on a page, in her language, that
// says what happens next (her parent or guardian is asked first) and gives her the application's reference,
// as staff and her later e-mails name it. Until the guardian answers nothing is e-mailed to her: the one
// e-mail sent is the guardian's request. The reference is never in an address (access logs keep them): the
// 303 hands it over in a short-lived cookie that the confirmation page reads once.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { LANGUAGES, localisePath } from '../../schema/api/languages.ts';
import { NOTICES, postFromBrowser, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { formatReference } from '../submissions/reference.ts';
import { SERVER_WORDS } from '../words/index.ts';
import { WAITING_REFERENCE_SECONDS } from './waiting-reference-cookie.ts';

const suite = privacySuite(engines[0], 'waiting-reference');

describe.each(LANGUAGES)('an applicant under 18 sending the join form without JavaScript, in %s', (language) => {
  const applicant = `minor-${language}@example.org`;
  const guardian = `guardian-${language}@example.org`;

  it('reads her reference and what happens next; only her parent or guardian is e-mailed', async () => {
    const form = localisePath('/JoinUs', language);
    const sent = await postFromBrowser(
      suite.app,
      '/api/volunteer-simple',
      {
        ...validVolunteer(),
        ...validGuardian(),
        // 15 on the test's "today" (15 June 2025).
        dateOfBirth: '15/03/2010',
        email: applicant,
        guardianEmail: guardian,
        noticeVersion: NOTICES.notice('volunteer', language).version,
        ...(language === 'en' ? {} : { language }),
        website: '',
        idempotencyKey: '',
      },
      { referer: `http://localhost${form}` },
    );
    expect(sent.statusCode).toBe(303);
    const stored = await suite.tdb.db.query<{ reference: string }>(
      'SELECT reference FROM volunteer_applications WHERE email = $1',
      [applicant],
    );
    expect(stored.rows).toHaveLength(1);
    const reference = formatReference(stored.rows[0].reference);

    // The address says only that an application waits; the reference comes in the cookie, for that page only.
    const location = String(sent.headers.location);
    expect(location).toBe(`${form}?sent=volunteer&waiting=guardian`);
    const cookie = setCookieOf(sent);
    expect(cookie).toMatch(
      new RegExp(
        `^waiting_reference=[^;]+; Path=${form}; Max-Age=${WAITING_REFERENCE_SECONDS}; HttpOnly; SameSite=Strict$`,
      ),
    );
    const page = await suite.app.inject({ method: 'GET', url: location, headers: { cookie: cookie.split(';')[0] } });
    expect(page.statusCode).toBe(200);
    for (const response of [sent, page])
      expect(addressesIn(response).filter((url) => carries(url, reference))).toEqual([]);
    const texts = FORM_TEXTS[language].guardian;
    const nextSteps = fill(texts.sentText, { days: suite.app.privacy.config.retention.awaitingGuardianDays });
    // Shown with a non-breaking hyphen, so it stays on one line on a narrow phone.
    const shownReference = reference.replace('-', '\u2011');
    const referenceLine = fill(SERVER_WORDS[language].plainForms.waitingReference, { reference: shownReference });
    expect(page.body).toContain(escapeHtml(texts.sentTitle));
    expect(page.body).toContain(escapeHtml(`${nextSteps} ${referenceLine}`));
    // Read once: the page clears the cookie, and shown again (a reload) it says what happens next without it.
    expect(setCookieOf(page)).toBe(`waiting_reference=; Path=${form}; Max-Age=0; HttpOnly; SameSite=Strict`);
    const reloaded = await suite.app.inject({ method: 'GET', url: location });
    expect(reloaded.body).toContain(escapeHtml(nextSteps));
    expect(reloaded.body).not.toContain(escapeHtml(referenceLine));

    await suite.app.outbox.drain();
    const recipients = suite.smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toEqual([guardian]);
    expect(suite.smtp.received.some((mail) => mail.raw.includes(applicant))).toBe(false);
  });
});

describe('the confirmation page', () => {
  const address = '/JoinUs?sent=volunteer&waiting=guardian';
  const words = SERVER_WORDS.en.plainForms.waitingReference;
  const referenceShown = (body: string) => body.includes(escapeHtml(words.split('{reference}')[0]));

  /** A 303 of a plain post by a waiting applicant, as a browser gets it. */
  async function sentAsMinor(email: string) {
    const sent = await postFromBrowser(
      suite.app,
      '/api/volunteer-simple',
      {
        ...validVolunteer(),
        ...validGuardian(),
        dateOfBirth: '15/03/2010',
        email,
        guardianEmail: `guardian-${email}`,
        website: '',
        idempotencyKey: '',
      },
      { referer: 'http://localhost/JoinUs' },
    );
    expect(sent.statusCode).toBe(303);
    return setCookieOf(sent).split(';')[0];
  }

  it('shows no reference the address carries (as older links did), nor one this server did not sign', async () => {
    const genuine = await sentAsMinor('minor-forged@example.org');
    const [reference, expires, signature] = genuine.split('=')[1].split('.');
    const other = reference === 'K7M29QXD' ? 'K7M29QXE' : 'K7M29QXD';
    const attempts: [string, { query?: string; cookie?: string }][] = [
      ['a reference in the address', { query: '&reference=K7M2-9QXD' }],
      ['another reference under the signature', { cookie: `waiting_reference=${other}.${expires}.${signature}` }],
      ['a wrong signature', { cookie: `waiting_reference=${reference}.${expires}.AAAA` }],
      [
        'a later expiry under the signature',
        { cookie: `waiting_reference=${reference}.${Number(expires) + 60}.${signature}` },
      ],
      ['markup', { cookie: 'waiting_reference=<b>hello</b>' }],
      ['a part too many', { cookie: `${genuine}.extra` }],
    ];
    for (const [label, { query = '', cookie }] of attempts) {
      const page = await suite.app.inject({
        method: 'GET',
        url: `${address}${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(page.statusCode, label).toBe(200);
      expect(page.body).toContain(escapeHtml(FORM_TEXTS.en.guardian.sentTitle));
      expect(referenceShown(page.body), label).toBe(false);
      expect(page.body).not.toContain('hello');
    }
  });

  it('shows the reference with the cookie the 303 gave', async () => {
    const cookie = await sentAsMinor('minor-in-time@example.org');
    const page = await suite.app.inject({ method: 'GET', url: address, headers: { cookie } });
    expect(referenceShown(page.body)).toBe(true);
  });
});

/** The one Set-Cookie header of an answer. */
function setCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  expect(all).toHaveLength(1);
  return String(all[0]);
}

/** Every address an answer leads a browser to: its Location, and each link, form action and source of its page. */
function addressesIn(response: LightMyRequestResponse): string[] {
  const location = response.headers.location ? [String(response.headers.location)] : [];
  const attributes = [...response.body.matchAll(/\b(?:href|action|src|content)="([^"]*)"/g)].map(([, url]) => url);
  return [...location, ...attributes];
}

/** True when `url` holds the reference, however it is written (K7M2-9QXD, K7M29QXD, any case). */
const carries = (url: string, reference: string) =>
  decodeURIComponent(url)
    .toUpperCase()
    .replace(/[-\u2011]/g, '')
    .includes(reference.replace('-', ''));
