// @vitest-environment node
// The phone number rule (phone-number.ts) as a table of numbers people type, each one checked by the
// server's Ajv and by the browser's generated validator of both forms that ask for a phone number: the
// contact form's phone and the join form's contact number. The plain post goes through the server's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv-setup.ts';
import { validate as contactInBrowser } from './generated/validate-contact.js';
import { validate as volunteerInBrowser } from './generated/validate-volunteer-application.js';
import { PHONE_PATTERN } from './phone-number.ts';
import type { CompiledValidator } from './validation-messages.ts';

const ACCEPTED: [string, string][] = [
  ['a mobile number as it is', '9876543210'],
  ['a mobile number starting with 6', '6123456789'],
  ['a mobile number starting with 7', '7012345678'],
  ['a mobile number starting with 8', '8123456789'],
  ['with +91 and spaces', '+91 98765 43210'],
  ['with +91 and a hyphen', '+91-9876543210'],
  ['with +91 and no space', '+919876543210'],
  ['with the trunk 0', '09876543210'],
  ['a landline with its STD code in brackets', '(040) 2345 6789'],
  ['a landline with the trunk 0 and hyphens', '040-2345-6789'],
  ['a Delhi landline', '011 2345 6789'],
  ['a landline with +91', '+91 40 2345 6789'],
  ['a landline with +91 and the trunk 0 in brackets', '+91 (0)40 2345 6789'],
  ['a landline without the trunk 0', '4023456789'],
  ['dots between groups', '98765.43210'],
  ['spaces around it (trimmed)', '  98765 43210  '],
  ['a UK number', '+44 20 7946 0958'],
  ['a US number', '+1 (202) 555-0143'],
  ['a short number abroad (7 digits with the code)', '+354 555 1234'],
  ['a long number abroad (15 digits with the code)', '+49 1234 5678 90123'],
  ['a number abroad beginning 9 but not 91', '+92 300 1234567'],
];

const REFUSED: [string, string][] = [
  ['an Indian number of 9 digits', '987654321'],
  ['an Indian number of 9 digits with +91', '+91 98765 4321'],
  ['an Indian number of 9 digits with the trunk 0', '0987654321'],
  ['an Indian number of 11 digits', '98765432101'],
  ['an Indian number of 11 digits with +91', '+91 98765 432101'],
  ['a number starting with 0 after the trunk 0', '00 98765 43210'],
  ['a landline whose STD code starts with 0 after +91', '+91 00 2345 6789'],
  ['two trunk zeros', '0040 2345 6789'],
  ['91 in front without the +', '91 98765 43210'],
  ['00 and a country code instead of +', '0044 20 7946 0958'],
  ['a number abroad of 6 digits with the code', '+44 1234'],
  ['a number abroad of 16 digits with the code', '+44 1234 5678 9012 34'],
  ['letters', 'call me'],
  ['a letter among the digits', '98765 4321O'],
  ['a slash', '98765/43210'],
  ['two numbers', '98765 43210, 98765 43211'],
  ['a plus in the middle', '98765+43210'],
];

const schemaOf = (file: string) => JSON.parse(readFileSync(`schema/api/${file}`, 'utf8'));
const contactSchema = schemaOf('contact.schema.json');
const volunteerSchema = schemaOf('volunteer-application.schema.json');

/** True when `validator` finds nothing wrong with `field` in `payload`. */
function fieldPasses(validator: CompiledValidator, payload: Record<string, string>, field: string): boolean {
  validator(structuredClone(payload));
  return !(validator.errors ?? []).some((error) => error.instancePath === `/${field}`);
}

const CHECKS: [string, CompiledValidator, string][] = [
  ["the server's contact check", createAjv().compile(contactSchema), 'phone'],
  ["the browser's contact check", contactInBrowser, 'phone'],
  ["the server's join check", createAjv().compile(volunteerSchema), 'contact'],
  ["the browser's join check", volunteerInBrowser, 'contact'],
];

describe('the phone number rule', () => {
  it('is the pattern of every phone field of the payload schemas', () => {
    expect(contactSchema.properties.phone.pattern).toBe(PHONE_PATTERN);
    expect(volunteerSchema.properties.contact.pattern).toBe(PHONE_PATTERN);
  });

  describe.each(CHECKS)('%s', (_name, validator, field) => {
    it.each(ACCEPTED)('accepts %s: %s', (_label, number) => {
      expect(fieldPasses(validator, { [field]: number }, field)).toBe(true);
    });
    it.each(REFUSED)('refuses %s: %s', (_label, number) => {
      expect(fieldPasses(validator, { [field]: number }, field)).toBe(false);
    });
  });

  it('answers at once on a long run of separators (no catastrophic backtracking)', () => {
    const pattern = new RegExp(PHONE_PATTERN, 'u');
    const started = performance.now();
    for (const text of [`+91${' '.repeat(5000)}x`, `${'(-'.repeat(5000)}1`, `+4${' 1'.repeat(5000)}x`])
      expect(pattern.test(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
