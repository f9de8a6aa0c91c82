// @vitest-environment node
// The inbox's search as a coordinator uses it: any part of a name, written in Telugu or Devanagari and
// typed in Latin letters (or the other way), spelt loosely; any part of an e-mail address; a phone
// number with any spacing, with or without +91 or 0; a reference with or without its hyphen. Rows a tool
// wrote without keys are found by their Latin letters at once and by transliteration once filled.
// A repeated submission (same address or phone within a day) names the other as "probably the same person".
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { INBOX_API, type InboxItemView, type InboxListItem } from '../../schema/api/staff-inbox.ts';
import { SUBMISSION_KINDS } from '../submissions/kinds.ts';
import { fillSearchKeys } from '../submissions/search-key-fill.ts';
import { call, SITE, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const headers = { host: 'site.example', origin: SITE };

describe.each(engines)('the inbox search on $name', (engine) => {
  const suite = staffSuite(engine, 'inbox-search');
  const post = async (url: string, body: object) => {
    const answer = await postJson(suite.app, url, body, headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: string; reference: string };
  };
  let client: Awaited<ReturnType<typeof signIn>>;
  const found = async (q: string) => {
    const answer = await call(suite.app, 'GET', `${INBOX_API.list}?q=${encodeURIComponent(q)}`, { client });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data.items as InboxListItem[]).map((item) => item.name).sort();
  };
  const VENKATA = 'వెంకట లక్ష్మి పోతుల';
  const SUNITA = 'सुनीता शर्मा';

  it('finds a name in another script, spelt loosely, by any part, and an address by any part', async () => {
    client = await signIn(suite.app, 'coordinator');
    await post(ENDPOINTS.contact, {
      ...validContact(),
      name: VENKATA,
      email: 'vl.pothula@example.org',
      phone: '+91 98480 22338',
    });
    await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      firstName: 'सुनीता',
      lastName: 'शर्मा',
      email: 'sunita.s@example.org',
      contact: '040 2345 6789',
    });
    await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'Lakshmi Narayan',
      email: 'ln@example.org',
      phone: '0711 555 1234',
    });
    for (const q of ['Lakshmi', 'Laxmi', 'laksmi', 'లక్ష్మి'])
      expect(await found(q), q).toEqual(['Lakshmi Narayan', VENKATA]);
    for (const q of [
      'Venkata Lakshmi',
      'Venkat',
      'Pothula',
      'potula',
      'lakshmi pothula',
      'vl.poth',
      'POTHULA@EXAMPLE',
    ]) {
      expect(await found(q), q).toEqual([VENKATA]);
    }
    for (const q of ['Sunita', 'Sunitha', 'sharma', 'Sunitha Sarma', 'sunita.s@', 'सुनीता'])
      expect(await found(q), q).toEqual([SUNITA]);
    expect(await found('Narayan')).toEqual(['Lakshmi Narayan']);
    expect(await found('Rajesh')).toEqual([]);
  });

  it('finds a phone number with any spacing, with or without +91 or 0, and by part', async () => {
    for (const q of [
      '98480 22338',
      '9848022338',
      '+919848022338',
      '+91 98480-22338',
      '09848022338',
      '22338',
      '91 98480',
    ]) {
      expect(await found(q), q).toEqual([VENKATA]);
    }
    expect(await found('040 2345 6789')).toEqual([SUNITA]);
    expect(await found('2345 6789')).toEqual([SUNITA]);
    expect(await found('12345 67890')).toEqual([]);
  });

  it('finds a reference with or without its hyphen, in any case', async () => {
    const one = await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'Reference Person',
      email: 'ref@example.org',
      phone: '0711 555 0001',
    });
    const compact = one.reference.replace('-', '');
    for (const q of [one.reference, compact, compact.toLowerCase(), one.reference.toLowerCase()]) {
      expect(await found(q), q).toEqual(['Reference Person']);
    }
  });

  it('finds rows a tool wrote without keys by their letters, and by transliteration once filled', async () => {
    await suite.tdb.db.exec(`INSERT INTO contact_messages (name, phone, email, message)
      VALUES ('వెంకటేశ్వర రావు', '98480 77777', 'old.row@example.org', 'Stored by a tool')`);
    expect(await found('old.row')).toEqual(['వెంకటేశ్వర రావు']);
    expect(await found('98480 77777')).toEqual(['వెంకటేశ్వర రావు']);
    expect(await found('Venkateswara')).toEqual([]);
    expect(await fillSearchKeys(suite.tdb.db, SUBMISSION_KINDS)).toBe(1);
    expect(await found('Venkateswara')).toEqual(['వెంకటేశ్వర రావు']);
  });

  it('names a submission sent again (same address or phone within a day) as probably the same person', async () => {
    const first = await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'Kiran Das',
      email: 'kiran@example.org',
      phone: '99887 66554',
    });
    const again = await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      firstName: 'Kiran',
      lastName: 'Das',
      email: 'KIRAN@example.org',
      contact: '0711 555 0002',
    });
    const byPhone = await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'K. Das',
      email: 'kd@example.org',
      phone: '+91 9988766554',
    });
    const answer = await call(suite.app, 'GET', `${INBOX_API.list}?q=das`, { client });
    const items = answer.json().data.items as InboxListItem[];
    const of = (id: string) => items.find((item) => item.id === id)?.samePerson;
    expect(of(first.id)?.sort()).toEqual([again.reference, byPhone.reference].sort());
    expect(of(again.id)).toEqual([first.reference]);
    expect(of(byPhone.id)).toEqual([first.reference]);
    const item = await call(suite.app, 'GET', INBOX_API.item(again.id), { client });
    expect((item.json().data as InboxItemView).samePerson).toEqual([first.reference]);
    // A day apart is another time, not a repeat.
    await suite.tdb.db.query(
      `UPDATE contact_messages SET created_at = now() - interval '2 days' WHERE email = 'kiran@example.org'`,
    );
    const later = (await call(suite.app, 'GET', `${INBOX_API.list}?q=kiran`, { client })).json().data
      .items as InboxListItem[];
    expect(later.map((one) => one.samePerson)).toEqual([[], []]);
  });

  it('is refused to an editor', async () => {
    const editor = await signIn(suite.app, 'editor');
    expect((await call(suite.app, 'GET', `${INBOX_API.list}?q=Lakshmi`, { client: editor })).statusCode).toBe(403);
  });
});
