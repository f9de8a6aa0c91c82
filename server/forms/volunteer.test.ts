// @vitest-environment node
// POST /api/volunteer-simple on every engine: field rules, the date-of-birth and age rules
// (with "today" fixed at 15 June 2025), the domain copy, the honeypot and what is stored.
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, MINIMUM_AGE_MESSAGE } from '../../schema/api/date-of-birth.ts';
import { postJson, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';

describe.each(engines)('POST /api/volunteer-simple on $name', (engine) => {
  const suite = appSuite(engine);

  it('stores a valid application with the date as a real date', async () => {
    const response = await postJson(suite.app, '/api/volunteer-simple', { ...validVolunteer(), firstName: ' Ravi ' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    const { rows } = await suite.tdb.db.query<Record<string, unknown>>(
      `SELECT domain, first_name, to_char(date_of_birth, 'YYYY-MM-DD') AS dob, questions_for_us
       FROM volunteer_applications WHERE public_id = $1`,
      [data.id],
    );
    expect(rows[0]).toEqual({
      domain: 'csii',
      first_name: 'Ravi',
      dob: '2001-09-05',
      questions_for_us: 'Can I volunteer on weekends?',
    });
  });

  it('accepts an application without the optional questions and without selectedInitiative', async () => {
    const { questionsForUs: _q, selectedInitiative: _s, ...rest } = validVolunteer();
    expect((await postJson(suite.app, '/api/volunteer-simple', rest)).statusCode).toBe(201);
    expect((await postJson(suite.app, '/api/volunteer-simple', { ...rest, questionsForUs: '' })).statusCode).toBe(201);
  });

  it('accepts someone whose 8th birthday is today, with a parent or guardian', async () => {
    const minor = { ...validVolunteer(), ...validGuardian(), dateOfBirth: '15/06/2017' };
    expect((await postJson(suite.app, '/api/volunteer-simple', minor)).statusCode).toBe(201);
  });

  const rejections: Array<[string, Record<string, unknown>, string | RegExp]> = [
    [
      'an unknown domain',
      { domain: 'sports', selectedInitiative: 'sports' },
      /Domain must be one of: ccae, csii, csaa, general/,
    ],
    ['a missing domain', { domain: undefined }, /Domain is required/],
    [
      'a different selectedInitiative',
      { selectedInitiative: 'ccae' },
      /Selected initiative must be the same as the domain/,
    ],
    ['a missing first name', { firstName: undefined }, /First name is required/],
    ['a blank last name', { lastName: ' ' }, /Last name is required/],
    ['a last name too long', { lastName: 'b'.repeat(101) }, /Last name is too long/],
    ['a contact with letters', { contact: 'nine eight seven' }, /Contact number is not valid/],
    ['a bad email', { email: 'ravi@' }, /Email must be a valid e-mail address/],
    ['a missing reason', { whyJoinUs: undefined }, /Why do you want to join us is required/],
    ['a reason too long', { whyJoinUs: 'w'.repeat(3001) }, /too long: at most 3000/],
    ['questions too long', { questionsForUs: 'q'.repeat(3001) }, /Questions for us is too long/],
    ['a missing date of birth', { dateOfBirth: undefined }, /Date of birth is required/],
    ['a date with dashes', { dateOfBirth: '2001-09-05' }, DATE_FORMAT_MESSAGE],
    ['a date with four parts', { dateOfBirth: '05/09/2001/1' }, DATE_FORMAT_MESSAGE],
    ['an impossible date', { dateOfBirth: '31/02/2000' }, DATE_FORMAT_MESSAGE],
    ['month 13', { dateOfBirth: '01/13/2000' }, DATE_FORMAT_MESSAGE],
    ['a two-digit year', { dateOfBirth: '05/09/01' }, DATE_FORMAT_MESSAGE],
    ['a date that is not numbers', { dateOfBirth: 'aa/bb/cccc' }, MINIMUM_AGE_MESSAGE],
    ['a 7-year-old', { dateOfBirth: '16/06/2017' }, MINIMUM_AGE_MESSAGE],
    ['a date in the future', { dateOfBirth: '01/01/2030' }, MINIMUM_AGE_MESSAGE],
    ['a date of birth as a number', { dateOfBirth: 5092001 }, /Date of birth must be text/],
  ];

  it.each(rejections)('refuses %s with 400 and stores nothing', async (_label, change, expected) => {
    const before = await suite.tdb.count('volunteer_applications');
    const response = await postJson(suite.app, '/api/volunteer-simple', { ...validVolunteer(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    if (typeof expected === 'string') expect(body.message).toBe(expected);
    else expect(body.message).toMatch(expected);
    expect(await suite.tdb.count('volunteer_applications')).toBe(before);
  });

  it('answers a filled honeypot exactly like a stored application (a fresh random id) and stores it flagged', async () => {
    const real = await postJson(suite.app, '/api/volunteer-simple', validVolunteer());
    const before = await suite.tdb.count('volunteer_applications');
    const caught = await postJson(suite.app, '/api/volunteer-simple', {
      ...validVolunteer(),
      website: 'buy-now.example',
    });
    expect(caught.statusCode).toBe(201);
    expect({ ...caught.json(), data: undefined }).toEqual({ ...real.json(), data: undefined });
    expect(caught.json().data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await suite.tdb.count('volunteer_applications')).toBe(before + 1);
    const { rows } = await suite.tdb.db.query<{ spam_reason: string | null }>(
      'SELECT spam_reason FROM volunteer_applications WHERE public_id = $1',
      [caught.json().data.id],
    );
    expect(rows[0].spam_reason).toBe('honeypot field filled');
  });

  it('judges the honeypot after the other rules, as for a person: a bad date is still a 400', async () => {
    const response = await postJson(suite.app, '/api/volunteer-simple', {
      ...validVolunteer(),
      dateOfBirth: '01/01/2030',
      website: 'buy-now.example',
    });
    expect(response.statusCode).toBe(400);
  });
});
