// @vitest-environment node
// The shared payload contracts in schema/api: the date-of-birth rule both sides run, the
// schemas' own hygiene (descriptions, strict Ajv), and that the browser can import them.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  MINIMUM_AGE,
  MINIMUM_AGE_MESSAGE,
  checkDateOfBirth,
} from '../schema/api/date-of-birth.ts';
import type { ContactPayload, TestUploadFields, VolunteerApplicationPayload } from '../schema/api/payloads.ts';
import { trimStrings, trimStringsKeyword } from '../schema/api/trim-strings.ts';

const apiDir = path.resolve('schema/api');
const schemaFiles = fs.readdirSync(apiDir).filter((file) => file.endsWith('.schema.json'));
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(apiDir, file), 'utf8'));

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
});

describe('schema/api contracts', () => {
  it.each(schemaFiles)('%s describes every property and compiles in strict Ajv with the shared keyword', (file) => {
    const schema = load(file);
    expect(schema.$id).toBe(`api/${file}`);
    for (const [name, property] of Object.entries(schema.properties as Record<string, { description?: string }>)) {
      expect(property.description, `${file} > ${name}`).toMatch(/\w{3,}/);
    }
    const ajv = new Ajv({ strict: true, allErrors: true });
    ((addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats)(ajv);
    ajv.addKeyword(trimStringsKeyword);
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('the TypeScript payload types name the same fields as the schemas', () => {
    const contact: Required<ContactPayload> = { name: '', phone: '', email: '', message: '', website: '' };
    const volunteer: Required<VolunteerApplicationPayload> = {
      domain: 'ccae',
      firstName: '',
      lastName: '',
      contact: '',
      dateOfBirth: '',
      email: '',
      whyJoinUs: '',
      questionsForUs: '',
      selectedInitiative: 'ccae',
      website: '',
    };
    const upload: Required<TestUploadFields> = { name: '' };
    const keys = (file: string) => Object.keys(load(file).properties).sort();
    expect(Object.keys(contact).sort()).toEqual(keys('contact.schema.json'));
    expect(Object.keys(volunteer).sort()).toEqual(keys('volunteer-application.schema.json'));
    expect(Object.keys(upload).sort()).toEqual(keys('test-upload.schema.json'));
  });

  it('trimStrings trims string fields only, in place', () => {
    expect(trimStrings({ a: ' x ', b: 2, c: ['  y'] })).toEqual({ a: 'x', b: 2, c: ['  y'] });
  });

  it('the TypeScript files stay importable by the browser (no Node APIs, no dependencies)', () => {
    for (const file of fs.readdirSync(apiDir).filter((name) => name.endsWith('.ts'))) {
      const source = fs.readFileSync(path.join(apiDir, file), 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|fs|path|crypto|ajv)/);
      expect(source, file).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
    }
  });
});
