// @vitest-environment node
// Consent to the privacy notice on both forms and both engines: refused without the
// tick (JSON and a plain form post, with the sentence on the field), stored with the notice's
// version, purpose, time and language; refused on an old notice; and an applicant under 18 needs a
// parent or guardian, whose application waits for them and queues only the guardian's request.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schema/api/messages.ts';
import type { PrivacySettings } from '../../schema/api/privacy-notice.ts';
import {
  makeApp,
  NOTICES,
  postJson,
  validContact,
  validGuardian,
  validVolunteer,
} from '../../tests/helpers/server/test-app.ts';
import { engines, SETUP_TIMEOUT, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { privacyNotices } from '../privacy/notices.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

describe.each(engines)('consent on $name', (engine) => {
  const tdb = testDatabaseForFile(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp(tdb.db, {
      renderFormPage: async (_address, { state }) => `<script id="s">${JSON.stringify(state)}</script>`,
    });
  }, SETUP_TIMEOUT);
  afterAll(() => app?.close());

  const plainPost = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, host: 'localhost' },
      payload: new URLSearchParams(fields).toString(),
    });
  const servedState = (body: string) => JSON.parse(/id="s">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');

  describe.each([
    ['contact', '/api/contact', 'contact_messages', validContact as () => Record<string, string>],
    ['volunteer', '/api/volunteer-simple', 'volunteer_applications', validVolunteer as () => Record<string, string>],
  ] as const)('the %s form', (form, url, table, valid) => {
    it.each([
      ['without the tick', { consent: undefined }],
      ['with the box sent empty', { consent: '' }],
      ['with anything but yes', { consent: 'no' }],
    ])('refuses a submission %s, on the consent field, and stores nothing', async (_, change) => {
      const before = await tdb.count(table);
      const response = await postJson(app, url, { ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.consentRequired });
      expect(await tdb.count(table)).toBe(before);
    });

    it('refuses a plain form post without the tick with the page, the sentence beside the box', async () => {
      const { consent: _c, ...rest } = valid();
      const before = await tdb.count(table);
      const response = await plainPost(url, rest);
      expect(response.statusCode).toBe(400);
      const state = servedState(response.body);
      expect(state.fieldErrors).toEqual({ consent: MESSAGES.consentRequired });
      expect(state.values.name ?? state.values.firstName).toBeTruthy();
      expect(await tdb.count(table)).toBe(before);
    });

    it('refuses an old notice version on the consent field, with and without JavaScript', async () => {
      const stale = { ...valid(), noticeVersion: '0123456789ab' };
      const json = await postJson(app, url, stale);
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe(MESSAGES.noticeChanged);
      const page = await plainPost(url, stale);
      expect(servedState(page.body).fieldErrors).toEqual({ consent: MESSAGES.noticeChanged });
    });

    it('stores the notice version shown, the purpose, the time and the language', async () => {
      const before = Date.now();
      const response = await postJson(app, url, valid());
      expect(response.statusCode).toBe(201);
      const { rows } = await tdb.db.query<Record<string, unknown>>(
        `SELECT notice_version, consent_purpose, notice_language,
           (extract(epoch FROM consent_given_at) * 1000)::float8 AS given_ms
         FROM ${table} WHERE public_id = $1`,
        [response.json().data.id],
      );
      expect(rows[0]).toMatchObject({
        notice_version: NOTICES.notice(form).version,
        consent_purpose: form === 'contact' ? 'contact-enquiry' : 'volunteer-application',
        notice_language: 'en',
      });
      expect(Number(rows[0].given_ms)).toBeGreaterThanOrEqual(before - 1000);
      expect(Number(rows[0].given_ms)).toBeLessThanOrEqual(Date.now() + 1000);
    });
  });

  it("accepts an adult's plain form post with the guardian's fields sent empty (the form always has them)", async () => {
    const empty = { guardianName: '', guardianEmail: '', guardianRelationship: '' };
    const response = await plainPost('/api/volunteer-simple', { ...validVolunteer(), ...empty });
    expect(response.statusCode).toBe(303);
  });

  describe('an applicant under 18 (15 on the test day)', () => {
    const fifteen = () => ({ ...validVolunteer(), dateOfBirth: '01/01/2010' });

    it.each(['guardianName', 'guardianEmail', 'guardianRelationship'] as const)(
      'is refused without %s, on that field, with and without JavaScript',
      async (field) => {
        const body: Record<string, string> = { ...fifteen(), ...validGuardian() };
        delete body[field];
        const before = await tdb.count('volunteer_applications');
        const json = await postJson(app, '/api/volunteer-simple', body);
        expect(json.statusCode).toBe(400);
        expect(json.json().message).toBe(MESSAGES.guardianNeeded);
        const page = await plainPost('/api/volunteer-simple', body);
        expect(servedState(page.body).fieldErrors).toEqual({ [field]: MESSAGES.guardianNeeded });
        expect(await tdb.count('volunteer_applications')).toBe(before);
      },
    );

    it("is refused when the guardian's email is the applicant's own (in any case)", async () => {
      const body = { ...fifteen(), ...validGuardian(), guardianEmail: ' RAVI@example.org ' };
      const json = await postJson(app, '/api/volunteer-simple', body);
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe(MESSAGES.guardianEmailSame);
      const page = await plainPost('/api/volunteer-simple', body);
      expect(servedState(page.body).fieldErrors).toEqual({ guardianEmail: MESSAGES.guardianEmailSame });
    });

    it('is stored awaiting the guardian, with their details, and queues only the request to them', async () => {
      const response = await postJson(app, '/api/volunteer-simple', { ...fifteen(), ...validGuardian() });
      expect(response.statusCode).toBe(201);
      const { rows } = await tdb.db.query<Record<string, unknown>>(
        `SELECT id, consent_status, guardian_name, guardian_email, guardian_relationship
         FROM volunteer_applications WHERE public_id = $1`,
        [response.json().data.id],
      );
      expect(rows[0]).toMatchObject({
        consent_status: 'awaiting_guardian',
        guardian_name: 'Lakshmi Kumar',
        guardian_email: 'lakshmi@example.org',
        guardian_relationship: 'Mother',
      });
      const queued = await tdb.db.query<{ kind: string; purpose: string }>(
        `SELECT kind, purpose FROM outbox WHERE submission_type = 'volunteer' AND submission_id = $1`,
        [rows[0].id],
      );
      expect(queued.rows).toEqual([{ kind: 'email', purpose: 'guardian-request' }]);
    });

    it("an adult's application is stored as given, without guardian details, and notifies the team", async () => {
      const response = await postJson(app, '/api/volunteer-simple', { ...validVolunteer(), ...validGuardian() });
      const { rows } = await tdb.db.query<Record<string, unknown>>(
        'SELECT id, consent_status, guardian_email FROM volunteer_applications WHERE public_id = $1',
        [response.json().data.id],
      );
      expect(rows[0]).toMatchObject({ consent_status: 'given', guardian_email: null });
      const queued = await tdb.db.query<{ purpose: string }>(
        `SELECT purpose FROM outbox WHERE submission_type = 'volunteer' AND submission_id = $1 ORDER BY purpose`,
        [rows[0].id],
      );
      expect(queued.rows.map((row) => row.purpose)).toEqual(['acknowledgement', 'team-notification']);
    });
  });
});

describe('the notice version', () => {
  const sitePrivacy = () =>
    JSON.parse(readFileSync(new URL('../../pages.json', import.meta.url), 'utf8')).site.privacy as PrivacySettings;
  const tdb = testDatabaseForFile();

  it('is the first 12 hex digits of a hash of the words: the same words give the same version', () => {
    expect(NOTICES.notice('contact').version).toMatch(/^[0-9a-f]{12}$/);
    expect(NOTICES.notice('contact').version).not.toBe(NOTICES.notice('volunteer').version);
    expect(privacyNotices(sitePrivacy()).notice('contact').version).toBe(NOTICES.notice('contact').version);
  });

  it("names one language: a Hindi page's version is accepted and stored as shown in Hindi", () => {
    const hindi = NOTICES.notice('contact', 'hi');
    expect(hindi.version).not.toBe(NOTICES.notice('contact').version);
    expect(NOTICES.consentFor('contact', hindi.version, new Date())).toMatchObject({ language: 'hi' });
    expect(NOTICES.consentFor('contact', '0123456789ab', new Date())).toBeNull();
  });

  it('changes when the notice text changes, and the server then accepts only the new one', async () => {
    const edited = sitePrivacy();
    edited.contact.retention = { en: 'We keep your message for 6 months, then erase it.' };
    const changed = privacyNotices(edited).notice('contact').version;
    expect(changed).not.toBe(NOTICES.notice('contact').version);
    // The join form's notice did not change.
    expect(privacyNotices(edited).notice('volunteer').version).toBe(NOTICES.notice('volunteer').version);
    // So does a change of the grievance officer, shown in every notice.
    const officer = sitePrivacy();
    officer.grievanceOfficer.email = 'dpo@example.org';
    expect(privacyNotices(officer).notice('contact').version).not.toBe(NOTICES.notice('contact').version);

    const app = await makeApp(tdb.db, { privacy: edited });
    try {
      const old = await postJson(app, '/api/contact', validContact());
      expect(old.json().message).toBe(MESSAGES.noticeChanged);
      const current = await postJson(app, '/api/contact', { ...validContact(), noticeVersion: changed });
      expect(current.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
