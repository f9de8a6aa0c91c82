// @vitest-environment node
// One IP cannot make the site e-mail many addresses (past its hourly number of visitor
// e-mails, a submission is stored and the team notified, with the same answer, but nobody else is
// e-mailed); and what a visitor typed reaches a subject or a greeting cut short, without
// bidirectional controls and without anything a mail program would turn into a link.
import { describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import {
  postForm,
  postJson,
  validContact,
  validGuardian,
  validVolunteer,
} from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINKISH = /https?:|www\.|evil|@evil|\.example/i;

describe.each(engines)('visitor e-mails from one IP, and typed words in them, on $name', (engine) => {
  const suite = privacySuite(engine, 'visitor-email-abuse', { config: { visitorEmailsPerIpHour: 3 } });

  it('past three visitor e-mails an hour from one IP, submissions are stored and notified but not acknowledged', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await postJson(suite.app, '/api/contact', { ...validContact(), email: `person${i}@example.org` }));
    }
    // Every answer is the same: the sender cannot tell whether an e-mail went.
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => answer.json().message)).size).toBe(1);
    // A plain form post from the same IP: stored, no e-mail to the sender, the same redirect.
    const plain = await postForm(
      suite.app,
      '/api/contact',
      new URLSearchParams({ ...validContact(), email: 'person5@example.org' }).toString(),
      { accept: 'text/html' },
    );
    expect(plain.statusCode).toBe(303);
    await suite.app.outbox.drain();
    const to = suite.smtp.received.map((mail) => mail.to[0]);
    expect(to.filter((address) => address === 'team@example.org')).toHaveLength(6);
    expect(to.filter((address) => address !== 'team@example.org').sort()).toEqual([
      'person0@example.org',
      'person1@example.org',
      'person2@example.org',
    ]);
    expect(await suite.tdb.count('contact_messages')).toBe(6);
  });
});

describe.each(engines)('typed words in visitor e-mails on $name', (engine) => {
  const suite = privacySuite(engine, 'visitor-words', { config: { visitorEmailsPerIpHour: 1000 } });
  const received = () => Promise.all(suite.smtp.received.map((mail) => simpleParser(mail.raw)));

  it('a guardian request carries the applicant’s name cut short, without RLO and without links', async () => {
    const applied = await postJson(suite.app, '/api/volunteer-simple', {
      ...validVolunteer(),
      dateOfBirth: '01/03/2010',
      email: 'young@example.org',
      // The word the RLO hid is a file name: it goes whole, with the links. (A name with http:// or
      // www. is flagged as spam and e-mails nobody: these are what passes that rule.)
      firstName: `Ravi \u202Egnp.exe evil.example/x ${'Ravishankar'.repeat(4)}`,
      lastName: 'Kumar visit evil.example',
      ...validGuardian(),
      guardianName: 'Dear \u2066friend\u2069 mail me@evil.example',
      guardianRelationship: 'Mother, see http://evil.example',
    });
    expect(applied.statusCode).toBe(201);
    await suite.app.outbox.drain();
    const [mail] = await received();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('lakshmi@example.org');
    const subject = mail.subject ?? '';
    expect(subject).not.toMatch(BIDI);
    expect(subject).not.toMatch(LINKISH);
    // The organisation's words and at most 40 characters of the name.
    expect(subject).toMatch(
      /^Example Welfare Foundation: please confirm or refuse Ravi Ravishankar\S{23}…'s application$/,
    );
    const text = mail.text ?? '';
    expect(text).not.toMatch(BIDI);
    // The only link is ours.
    expect(text.replace(/https:\/\/site\.example\/\S+/g, '')).not.toMatch(LINKISH);
    expect(text).toContain('Kumar');
  });

  it('an acknowledgement greets by name without links or controls, and carries nothing else typed', async () => {
    const sent = await postJson(suite.app, '/api/contact', {
      ...validContact(),
      email: 'ack@example.org',
      name: 'Asha \u202Egnp.exe evil.example/win Rao',
      message: 'A message only the team reads: http://team-only.example',
    });
    expect(sent.statusCode).toBe(201);
    await suite.app.outbox.drain();
    const mails = await received();
    const ack = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'ack@example.org');
    const body = `${ack?.subject}\n${ack?.text}\n${ack?.html}`;
    expect(body).toContain('Asha');
    expect(body).toContain('Rao');
    expect(body).not.toMatch(BIDI);
    expect(body).not.toMatch(/evil|team-only|https?:/);
  });
});
