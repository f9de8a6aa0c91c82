// The date-of-birth rule (spec section 5) both sides run, and the join form checking it in the
// browser before anything is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDateOfBirth, DATE_FORMAT_MESSAGE, MINIMUM_AGE, MINIMUM_AGE_MESSAGE } from './date-of-birth.ts';
import { createJoinForm } from '../../src/shared/forms/join-form.ts';
import { json, stubFetch } from '../../tests/helpers/fetch-stub.ts';

const TODAY = new Date(2025, 5, 15); // 15 June 2025

function joinWithBirthDate(dateOfBirth: string) {
  const form = createJoinForm({ now: () => TODAY, noticeVersion: 'test-notice' });
  const { setValue } = form.store.getState();
  for (const [name, value] of Object.entries({
    domain: 'general',
    firstName: 'Asha',
    lastName: 'Rao',
    contact: '9876543210',
    email: 'asha@example.org',
    whyJoinUs: 'To help.',
    consent: 'yes',
    // Under 18 a parent or guardian is asked for; an adult's are not sent.
    guardianName: 'Lakshmi Rao',
    guardianEmail: 'lakshmi@example.org',
    guardianRelationship: 'Mother',
    dateOfBirth,
  }))
    setValue(name as 'domain', value);
  return form;
}

afterEach(() => vi.unstubAllGlobals());

describe('date of birth', () => {
  it.each([
    ['not three parts', '25 12 2001', DATE_FORMAT_MESSAGE],
    ['two parts', '25/12', DATE_FORMAT_MESSAGE],
    ['four parts', '25/12/20/01', DATE_FORMAT_MESSAGE],
    ['an impossible date', '31/02/2000', DATE_FORMAT_MESSAGE],
    ['month 13', '01/13/2000', DATE_FORMAT_MESSAGE],
    ['not a number', 'aa/bb/cccc', MINIMUM_AGE_MESSAGE],
    ['under 8 (7 years old)', '16/06/2017', MINIMUM_AGE_MESSAGE],
    ['born in the future', '01/01/2030', MINIMUM_AGE_MESSAGE],
  ])('%s (%s) is refused before sending, with the message on the field', async (_label, dateOfBirth, message) => {
    const fetchMock = stubFetch(json(201, { success: true, message: 'ok' }));
    const form = joinWithBirthDate(dateOfBirth);
    expect(await form.submit()).toEqual({ ok: false, firstInvalid: 'dateOfBirth' });
    expect(form.store.getState()).toMatchObject({
      status: 'error',
      error: message,
      fieldErrors: { dateOfBirth: message },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['exactly 8 today', '15/06/2017'],
    ['a leap day', '29/02/2000'],
    ['single-digit day and month', '5/6/1990'],
    // Dashes and dots are accepted as slashes are: 15-03-2010 as 15/03/2010.
    ['dashes', '15-03-2010'],
    ['dots', '15.03.2010'],
  ])('%s (%s) is accepted and sent as typed', async (_label, dateOfBirth) => {
    const fetchMock = stubFetch(json(201, { success: true, message: 'ok' }));
    const form = joinWithBirthDate(dateOfBirth);
    expect(await form.submit()).toEqual({ ok: true });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).dateOfBirth).toBe(dateOfBirth);
  });
});

describe('required fields and formats', () => {
  it('every field but questionsForUs is required; the first missing one is reported first', async () => {
    const fetchMock = stubFetch(json(201, { success: true, message: 'ok' }));
    const form = createJoinForm({ now: () => TODAY });
    const result = await form.submit({ domain: 'Domain', firstName: 'First name' });
    expect(result).toEqual({ ok: false, firstInvalid: 'domain' });
    const { fieldErrors } = form.store.getState();
    expect(Object.keys(fieldErrors)).toEqual([
      'domain',
      'firstName',
      'lastName',
      'contact',
      'dateOfBirth',
      'email',
      'whyJoinUs',
      'consent',
    ]);
    expect(fieldErrors.domain).toBe('Domain is required.');
    expect(fieldErrors.firstName).toBe('First name is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("e-mail and phone follow the server's rules", async () => {
    stubFetch(json(201, { success: true, message: 'ok' }));
    const form = joinWithBirthDate('25/12/2001');
    form.store.getState().setValue('email', 'asha.example.org');
    form.store.getState().setValue('contact', 'call me');
    await form.submit({ email: 'Email', contact: 'Contact number' });
    const { fieldErrors } = form.store.getState();
    expect(fieldErrors.email).toBe('Email must be a valid e-mail address, like name@example.org.');
    expect(fieldErrors.contact).toMatch(/^Contact number is not valid\. .*7 to 15 digits/);
  });
});

describe('checkDateOfBirth', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025

  it('exports the spec wording and the minimum age', () => {
    expect(DATE_FORMAT_MESSAGE).toBe('Please enter your date of birth in DD/MM/YYYY format.');
    expect(MINIMUM_AGE_MESSAGE).toBe('You must be at least 8 years old to fill this form.');
    expect(MINIMUM_AGE).toBe(8);
  });

  it.each([
    ['15/06/2017', 8, '2017-06-15'],
    ['5/9/2001', 23, '2001-09-05'],
    [' 29/02/2000 ', 25, '2000-02-29'],
    ['16/06/2016', 8, '2016-06-16'],
    ['14/06/2016', 9, '2016-06-14'],
  ])('%s is %i years old', (text, age, isoDate) => {
    expect(checkDateOfBirth(text, today)).toEqual({ ok: true, age, isoDate });
  });

  it.each([
    ['2001-09-05', 'format'],
    ['05092001', 'format'],
    ['05/09', 'format'],
    ['1/2/3/4', 'format'],
    ['', 'format'],
    ['31/02/2000', 'format'],
    ['29/02/2001', 'format'],
    ['00/01/2000', 'format'],
    ['10/13/2000', 'format'],
    ['01/01/01', 'format'],
    ['01/01/1800', 'format'],
    ['aa/bb/cccc', 'age'],
    ['1x/01/2000', 'age'],
    ['16/06/2017', 'age'],
    ['01/01/2030', 'age'],
  ])('%j is refused as a %s error', (text, reason) => {
    const result = checkDateOfBirth(text, today);
    expect(result).toMatchObject({
      ok: false,
      reason,
      message: reason === 'format' ? DATE_FORMAT_MESSAGE : MINIMUM_AGE_MESSAGE,
    });
  });

  it('reads 15/03/2010, 15-03-2010 and 15.03.2010 as the same day, on both sides (issue #24)', () => {
    for (const text of ['15/03/2010', '15-03-2010', '15.03.2010', ' 15 - 03 - 2010 '])
      expect(checkDateOfBirth(text, TODAY)).toEqual({ ok: true, age: 15, isoDate: '2010-03-15' });
    expect(checkDateOfBirth('15_03_2010', TODAY)).toMatchObject({ ok: false, reason: 'format' });
  });
});
