// @vitest-environment node
// The privacy links in Hindi and Telugu, on PGlite (and Postgres with TEST_DATABASE_URL): a guardian asked
// in Hindi reads a Hindi page whose links lead to the site's Hindi pages, and the answer is Hindi;
// a "your data" request from a Telugu page gets a Telugu email, Telugu pages and a Telugu confirmation;
// a link that no longer works still says so in the visitor's language. (English: privacy.test.ts.)
import fs from 'node:fs';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { NOTICES, postForm, postJson, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { keptNames, latinWordsInContext, shownText } from '../../tests/helpers/latin-words.ts';

// The guardian's notice speaks to the parent about the child's application, in server/words.
const HINDI_RETENTION = 'कितने समय तक: आवेदन के बाद अधिक से अधिक 24 महीने, फिर इसे मिटा दिया जाता है।';
const HINDI_OFFICER = JSON.parse(fs.readFileSync('pages.json', 'utf8')).site.privacy.grievanceOfficer.role.hi;
/** The join form's name of the centre applied to (validVolunteer: csii) on the language's page. */
const centreIn = (language: 'hi' | 'te'): string =>
  JSON.parse(fs.readFileSync(`translations/${language}.json`, 'utf8')).pages['/JoinUs'][
    '/blocks/0/domainOptions/1/label'
  ].text;
/** Latin a Hindi or Telugu reader may meet: kept names, and what the applicant typed (validVolunteer, validGuardian). */
const allowedLatin = [
  ...keptNames(JSON.parse(fs.readFileSync('pages.json', 'utf8'))),
  ...['Ravi', 'Kumar', 'Lakshmi', 'Mother', 'I want to help with digital literacy classes'],
];
const linkIn = (text: string, page: string) =>
  new RegExp(`${page}\\?t=([A-Za-z0-9_-]{22})(&lang=\\w+)?`).exec(text) ?? undefined;

describe.each(engines)('privacy pages in Hindi and Telugu on $name', (engine) => {
  const suite = privacySuite(engine, 'privacy-languages');
  const mails = () => Promise.all(suite.smtp.received.map((mail) => simpleParser(mail.raw)));

  /** A 15-year-old applies from a page in `language`; returns the guardian's link. */
  async function guardianLink(language: 'hi' | 'te', email: string) {
    const applied = await postJson(suite.app, '/api/volunteer-simple', {
      ...validVolunteer(),
      noticeVersion: NOTICES.notice('volunteer', language).version,
      dateOfBirth: '01/03/2010',
      email,
      ...validGuardian(),
      language,
    });
    expect(applied.statusCode).toBe(201);
    await suite.app.outbox.drain();
    const [mail] = await mails();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('lakshmi@example.org');
    const link = linkIn(mail.text ?? '', '/privacy/guardian');
    expect(link?.[2]).toBe(`&lang=${language}`);
    // The centre as the applicant's page named it, the expiry as the language writes a date.
    expect(centreIn(language)).toMatch(/^CSII - [^A-Za-z]+$/);
    expect(mail.text).toContain(`(${centreIn(language)})`);
    const locale = language === 'hi' ? 'hi-IN' : 'te-IN';
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + suite.app.privacy.config.guardianLinkHours * 3_600_000),
    );
    const time =
      language === 'hi'
        ? '(रात|सुबह|दोपहर|शाम) \\d{1,2}:\\d{2} बजे \\(भारतीय समय\\) तक'
        : '(రాత్రి|ఉదయం|మధ్యాహ్నం|సాయంత్రం) \\d{1,2}:\\d{2} \\(భారత సమయం\\) వరకు';
    expect(mail.text).toMatch(new RegExp(`\\d{1,2} ${month},? \\d{4}, ${time}`));
    expect(mail.text).not.toMatch(/IST|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
    // The e-mail as sent holds no English.
    expect(latinWordsInContext(`${mail.subject}\n${mail.text}`, allowedLatin)).toEqual([]);
    expect(latinWordsInContext(shownText(String(mail.html)), allowedLatin)).toEqual([]);
    return link?.[1] as string;
  }

  it('a Hindi application: the guardian’s page, its links and the answer are Hindi', async () => {
    const token = await guardianLink('hi', 'young-hi@example.org');
    // The language stored with the application decides, with or without the link's `lang`.
    const shown = await suite.app.inject({ url: `/privacy/guardian?t=${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="hi-IN">');
    expect(shown.body).toContain('<h1>आवेदन की पुष्टि करें या उसे अस्वीकार करें</h1>');
    expect(shown.body).toContain('<strong>Ravi Kumar</strong> ने');
    expect(shown.body).toContain(`(${centreIn('hi')})`);
    expect(shown.body).not.toContain('Centre for Social');
    expect(shown.body).toContain(HINDI_RETENTION);
    expect(shown.body).toContain(HINDI_OFFICER);
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(shown.body).toContain(month);
    expect(shown.body).toContain('href="/hi/PrivacyPolicy"');
    expect(shown.body).toContain('href="/hi/your-data"');
    expect(shown.body).not.toMatch(/Confirm or refuse|Privacy Policy|href="\/your-data"/);
    expect(latinWordsInContext(shownText(shown.body), allowedLatin)).toEqual([]);

    const confirmed = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<html lang="hi-IN">');
    expect(confirmed.body).toContain('<h1>धन्यवाद: आपकी सहमति दर्ज हो गई है</h1>');
    expect(confirmed.body).toContain('<a href="/hi/your-data">आपका डेटा</a>');
    // The link is used: pressed again, it says in Hindi that the application is already confirmed.
    const again = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=refuse&language=hi`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>इस आवेदन की पुष्टि पहले ही हो चुकी है</h1>');
  });

  it('a Telugu guardian who refuses reads that the application was erased, in Telugu', async () => {
    const token = await guardianLink('te', 'young-te@example.org');
    const refused = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=refuse&language=te`);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<html lang="te-IN">');
    expect(refused.body).toContain('<h1>దరఖాస్తును తొలగించాము</h1>');
    // Opened again: it says, in the link's language, that it was refused and erased.
    const gone = await suite.app.inject({ url: `/privacy/guardian?t=${token}&lang=te` });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('<h1>ఈ దరఖాస్తును ఇప్పటికే నిరాకరించారు</h1>');
    expect(gone.body).toContain('href="/te/your-data"');
    // The link names nothing now: nothing of the application is left.
    const { rows } = await suite.tdb.db.query<{ subject: string }>(
      `SELECT subject FROM privacy_links WHERE purpose = 'guardian' AND outcome = 'refused'`,
    );
    expect(rows.map((row) => row.subject)).toEqual(['decided']);
  });

  it('a "your data" request from a Telugu page: Telugu email, pages and confirmation', async () => {
    await suite.tdb.db.query(
      `INSERT INTO contact_messages (name, phone, email, message) VALUES ('Asha Rao', '+91 98765 43210', $1, 'Hello')`,
      ['telugu@example.org'],
    );
    // Without JavaScript: a plain post from /te/your-data, whose language the Referer gives.
    const asked = await postForm(suite.app, '/api/your-data', 'email=telugu%40example.org', {
      referer: 'http://localhost/te/your-data',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="te-IN">');
    expect(asked.body).toContain(FORM_TEXTS.te.server.yourDataAnswer);
    expect(asked.body).toContain('<a href="/te/your-data">');
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const [mail] = await mails();
    const organisation = suite.app.outbox.settings.organisation;
    expect(mail.subject).toBe(`${organisation}: మీ డేటా`);
    expect(mail.headers.get('content-language')).toBe('te');
    expect(mail.text).toContain('మీ డేటాను చూడండి');
    expect(latinWordsInContext(`${mail.subject}\n${mail.text}`, allowedLatin)).toEqual([]);
    expect(mail.html).toContain('<html lang="te">');
    const link = linkIn(mail.text ?? '', '/privacy/your-data');
    expect(link?.[2]).toBe('&lang=te');
    const token = link?.[1] as string;

    const open = await suite.app.inject({ url: `/privacy/your-data?t=${token}` });
    expect(open.body).toContain('<html lang="te-IN">');
    expect(open.body).toContain('నా డేటాను చూపించండి');
    const opened = await postForm(suite.app, '/privacy/your-data', `t=${token}&language=te`);
    expect(opened.statusCode).toBe(303);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    const list = await suite.app.inject({ url: String(opened.headers.location), headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<html lang="te-IN">');
    expect(list.body).toContain('సంప్రదింపు సందేశం: మీ ప్రశ్నకు జవాబు ఇవ్వడానికి');
    expect(list.body).toContain('href="/te/PrivacyPolicy"');
    expect(list.body).not.toMatch(/What we keep|Erase this/);
    expect(latinWordsInContext(shownText(list.body), [...allowedLatin, 'Asha', 'Rao', 'Hello'])).toEqual([]);
    // A correction asked in Telugu tells the team in which language to answer.
    suite.smtp.received.length = 0;
    const correction = await postForm(
      suite.app,
      '/privacy/your-data/items',
      `action=correct&text=${encodeURIComponent('నా పేరు తప్పుగా ఉంది')}&language=te`,
      { cookie },
    );
    expect(correction.statusCode).toBe(303);
    await suite.app.outbox.drain();
    const [toTeam] = await mails();
    expect(toTeam.subject).toMatch(/a correction was requested.*, in Telugu$/);

    const erased = await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all&confirm=yes&language=te', {
      cookie,
    });
    expect(erased.statusCode).toBe(303);
    const after = await suite.app.inject({ url: String(erased.headers.location), headers: { cookie } });
    expect(after.body).toContain('అన్నింటినీ తొలగించాము, మీ అంగీకారాన్ని ఉపసంహరించుకున్నట్లు నమోదు చేశాము.');
    suite.smtp.received.length = 0;
    await suite.app.outbox.drain();
    const [confirmation] = await mails();
    expect(confirmation.subject).toBe(`${organisation}: మీ డేటాను తొలగించాము`);
    expect(confirmation.text).toContain('ఒక అంశాన్ని');
    expect(latinWordsInContext(`${confirmation.subject}\n${confirmation.text}`, allowedLatin)).toEqual([]);
    // The session's end and the used link keep the language (the address's `lang`, the form's field).
    const ended = await suite.app.inject({ url: String(erased.headers.location) });
    expect(ended.statusCode).toBe(401);
    expect(ended.body).toContain('<h1>దయచేసి కొత్త లింక్ కోసం అడగండి</h1>');
    const reused = await postForm(suite.app, '/privacy/your-data', `t=${token}&language=te`);
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('ప్రతి లింక్ ఒక్కసారి మాత్రమే పనిచేస్తుంది.');
  });
});
