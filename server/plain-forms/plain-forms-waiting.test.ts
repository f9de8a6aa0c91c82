// @vitest-environment node
// An applicant under 18 who sends the join form without JavaScript lands on a page, in her language, that
// says what happens next (her parent or guardian is asked first) and gives her the application's reference,
// as staff and her later e-mails name it. Until the guardian answers nothing is e-mailed to her: the one
// e-mail sent is the guardian's request.
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { LANGUAGES, localisePath } from '../../schema/api/languages.ts';
import { NOTICES, postFromBrowser, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { formatReference } from '../submissions/reference.ts';
import { SERVER_WORDS } from '../words/index.ts';

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

    const location = String(sent.headers.location);
    expect(location.startsWith(`${form}?`)).toBe(true);
    const page = await suite.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    const texts = FORM_TEXTS[language].guardian;
    const nextSteps = fill(texts.sentText, { days: suite.app.privacy.config.retention.awaitingGuardianDays });
    // Shown with a non-breaking hyphen, so it stays on one line on a narrow phone.
    const shownReference = reference.replace('-', '\u2011');
    const referenceLine = fill(SERVER_WORDS[language].plainForms.waitingReference, { reference: shownReference });
    expect(page.body).toContain(escapeHtml(texts.sentTitle));
    expect(page.body).toContain(escapeHtml(`${nextSteps} ${referenceLine}`));

    await suite.app.outbox.drain();
    const recipients = suite.smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toEqual([guardian]);
    expect(suite.smtp.received.some((mail) => mail.raw.includes(applicant))).toBe(false);
  });
});

describe('the confirmation address', () => {
  it('shows only what has the shape of a reference, and nothing without one', async () => {
    const base = '/JoinUs?sent=volunteer&waiting=guardian';
    const words = SERVER_WORDS.en.plainForms.waitingReference;
    const shown = await suite.app.inject({ method: 'GET', url: `${base}&reference=k7m2-9qxd` });
    expect(shown.body).toContain(escapeHtml(fill(words, { reference: 'K7M2\u20119QXD' })));
    for (const query of ['', '&reference=%3Cb%3Ehello%3C%2Fb%3E', '&reference=K7M2-9QXD-EXTRA']) {
      const page = await suite.app.inject({ method: 'GET', url: `${base}${query}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(escapeHtml(FORM_TEXTS.en.guardian.sentTitle));
      expect(page.body).not.toContain(escapeHtml(words.split('{reference}')[0]));
      expect(page.body).not.toContain('hello');
    }
  });
});
