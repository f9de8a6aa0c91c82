// @vitest-environment node
// Hostile text and bodies: control characters (a NUL was a 500 on both databases), line breaks in
// one-line fields, non-UTF-8 charsets and compressed bodies each get a 4xx with a sentence.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSED, NOT_UTF8 } from './content-type.ts';
import { postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';

describe.each(engines)('text fields on $name', (engine) => {
  const suite = appSuite(engine);

  it.each([
    ['a NUL in the name', '/api/contact', { ...validContact(), name: 'Asha\u0000Rao' }, /^Name contains an invisible/],
    ['a NUL in the message', '/api/contact', { ...validContact(), message: 'Hi\u0000' }, /^Message contains/],
    ['a bell in the e-mail', '/api/contact', { ...validContact(), email: 'a\u0007@example.org' }, /^Email contains/],
    ['DEL in the last name', '/api/volunteer-simple', { ...validVolunteer(), lastName: 'Ku\u007fmar' }, /^Last name/],
    ['a C1 character', '/api/volunteer-simple', { ...validVolunteer(), whyJoinUs: 'x\u0085y' }, /^Why do you want/],
    [
      'a line break in the phone',
      '/api/contact',
      { ...validContact(), phone: '+91 98765\n43210' },
      /^Phone number must fit on one line/,
    ],
    [
      'a line break in the first name',
      '/api/volunteer-simple',
      { ...validVolunteer(), firstName: 'Ra\r\nvi' },
      /^First name must fit/,
    ],
  ])('%s is a 400 naming the field, and nothing is stored', async (_, url, body, message) => {
    const before = (await suite.tdb.count('contact_messages')) + (await suite.tdb.count('volunteer_applications'));
    const response = await postJson(suite.app, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect((await suite.tdb.count('contact_messages')) + (await suite.tdb.count('volunteer_applications'))).toBe(
      before,
    );
  });

  it('keeps line breaks and tabs in the fields written on several lines', async () => {
    const contact = await postJson(suite.app, '/api/contact', { ...validContact(), message: 'Line one\r\n\tLine two' });
    expect(contact.statusCode).toBe(201);
    const volunteer = await postJson(suite.app, '/api/volunteer-simple', {
      ...validVolunteer(),
      whyJoinUs: 'First\nSecond',
      questionsForUs: 'A\tB\nC',
    });
    expect(volunteer.statusCode).toBe(201);
  });

  it('a line break at the edge of a one-line field is trimmed, not refused', async () => {
    expect((await postJson(suite.app, '/api/contact', { ...validContact(), name: 'Asha Rao\n' })).statusCode).toBe(201);
  });
});

describe('body encodings', () => {
  const suite = appSuite(engines[0]);

  const send = (headers: Record<string, string>, payload: string | Buffer = JSON.stringify(validContact())) =>
    suite.app.inject({ method: 'POST', url: '/api/contact', headers, payload });

  it.each(['latin1', 'ISO-8859-1', 'utf-16', '"windows-1252"'])(
    'charset=%s is a 415 asking for UTF-8',
    async (name) => {
      const response = await send({ 'content-type': `application/json; charset=${name}` });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: NOT_UTF8 });
    },
  );

  it.each(['utf-8', 'UTF-8', 'utf8'])('charset=%s is accepted', async (name) => {
    expect((await send({ 'content-type': `application/json; charset=${name}` })).statusCode).toBe(201);
  });

  it.each(['gzip', 'deflate', 'br'])(
    'a %s body is a 415 asking for it uncompressed, and nothing is stored',
    async (encoding) => {
      const before = await suite.tdb.count('contact_messages');
      const response = await send(
        { 'content-type': 'application/json', 'content-encoding': encoding },
        gzipSync(JSON.stringify(validContact())),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: COMPRESSED });
      expect(await suite.tdb.count('contact_messages')).toBe(before);
    },
  );
});
