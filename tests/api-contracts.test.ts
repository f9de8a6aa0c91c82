// @vitest-environment node
// The shared payload contracts in schema/api: the schemas' own hygiene, the generated files being
// up to date, and the browser's build-time validators agreeing with the server's Ajv on every rule.
// (The hand-written payload types this file once compared with the schemas are generated now.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../schema/api/ajv-setup.ts';
import { ENDPOINTS } from '../schema/api/endpoints.ts';
import { trimStrings } from '../schema/api/trim-strings.ts';
import type { CompiledValidator } from '../schema/api/validation-messages.ts';
import { generateApiFiles, readPayloadSchemas } from '../scripts/lib/api-contract-generate.ts';

const apiDir = path.resolve('schema/api');

const contact = { name: 'Asha Rao', phone: '+91 98765 43210', email: 'asha@example.org', message: 'Hello' };
const volunteer = {
  domain: 'csaa',
  firstName: 'Asha',
  lastName: 'Rao',
  contact: '9876543210',
  dateOfBirth: '25/12/2001',
  email: 'asha@example.org',
  whyJoinUs: 'To teach.',
};
const donation = {
  pledge: 'K7M2-9QXD',
  name: 'Sita Devi',
  email: 'sita@example.org',
  phone: '+91 98765 43210',
  address: '12 Temple Street, Guntur 522001',
  idType: 'pan',
  idNumber: 'ABCDE1234F',
  paidOn: '14/06/2025',
  mode: 'upi',
  transactionRef: '512345678901',
  citizen: 'yes',
  consent: 'yes',
  noticeVersion: '0123456789ab',
};
/** Payloads that exercise every rule of each schema: valid, trimmed, stripped, and each kind of refusal. */
const SAMPLES: Record<string, [string, unknown][]> = {
  contact: [
    ['a valid message', contact],
    ['spaces to trim and an unknown field to drop', { ...contact, name: '  Asha  ', extra: 1 }],
    ['missing fields', { name: 'Asha' }],
    ['blank text', { ...contact, name: '   ', message: '' }],
    ['a bad phone and e-mail', { ...contact, phone: 'call me', email: 'asha.example.org' }],
    ['too long, counted in characters', { ...contact, name: '😀'.repeat(101), website: 'x'.repeat(501) }],
    ['not text', { ...contact, phone: 9876543210 }],
    ['not an object', ['Asha']],
  ],
  'volunteer-application': [
    ['a valid application', volunteer],
    ['with the optional fields', { ...volunteer, questionsForUs: ' Why? ', selectedInitiative: 'csaa', website: '' }],
    ['an unknown domain', { ...volunteer, domain: 'other', selectedInitiative: 'x' }],
    ['missing fields', {}],
    ['too long', { ...volunteer, whyJoinUs: 'x'.repeat(3001), dateOfBirth: '1'.repeat(21) }],
  ],
  'donation-pledge': [
    ['a chosen amount', { amount: '2500', purpose: 'csii' }],
    ['another amount, trimmed', { amount: 'other', otherAmount: ' 1,25,000 ', purpose: 'general', language: 'te' }],
    ['an amount not offered and an unknown purpose', { amount: '300', purpose: 'anything' }],
    ['another amount with letters', { amount: 'other', otherAmount: '12 rupees', purpose: 'general' }],
    ['missing fields', {}],
  ],
  donation: [
    ['valid details', donation],
    ['without an ID', { ...donation, idType: 'none', idNumber: '' }],
    ['not a citizen', { ...donation, citizen: 'no' }],
    ['a bad date, reference and address', { ...donation, paidOn: 'yesterday', transactionRef: '#', address: 'x' }],
    ['missing fields', { pledge: 'K7M2-9QXD' }],
  ],
  'test-upload': [
    ['a name', { name: 'cv.pdf' }],
    ['a name to trim', { name: '  cv.pdf ' }],
    ['no name', {}],
    ['a blank name', { name: ' ' }],
    ['too long', { name: 'x'.repeat(256) }],
  ],
};
const schemaFiles = fs.readdirSync(apiDir).filter((file) => file.endsWith('.schema.json'));
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(apiDir, file), 'utf8'));

describe('schema/api contracts', () => {
  it.each(schemaFiles)('%s describes every property and compiles with the shared Ajv set-up', (file) => {
    const schema = load(file);
    expect(schema.$id).toBe(`api/${file}`);
    for (const [name, property] of Object.entries(schema.properties as Record<string, { description?: string }>)) {
      expect(property.description, `${file} > ${name}`).toMatch(/\w{3,}/);
    }
    expect(() => createAjv().compile(schema)).not.toThrow();
  });

  it('the endpoints are the spec paths', () => {
    expect(ENDPOINTS).toEqual({
      contact: '/api/contact',
      volunteer: '/api/volunteer-simple',
      testUpload: '/api/test-upload',
      donationPledge: '/api/donations/pledge',
      donation: '/api/donations',
    });
  });

  it('trimStrings trims string fields only, in place', () => {
    expect(trimStrings({ a: ' x ', b: 2, c: ['  y'] })).toEqual({ a: 'x', b: 2, c: ['  y'] });
  });

  it('the files the browser may import need no Node APIs and no Ajv (ajv-setup.ts is build and server side)', () => {
    const browserFiles = fs.readdirSync(apiDir).filter((name) => name.endsWith('.ts') && name !== 'ajv-setup.ts');
    for (const file of browserFiles.filter((name) => !name.endsWith('.test.ts'))) {
      const source = fs.readFileSync(path.join(apiDir, file), 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|fs|path|crypto|ajv)/);
      expect(source, file).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
    }
  });
});

describe('schema/api/generated', () => {
  it('is what npm run types:generate makes from the schemas now', async () => {
    for (const file of await generateApiFiles()) {
      expect(fs.readFileSync(file.path, 'utf8'), `${file.path}: run npm run types:generate`).toBe(file.content);
    }
  }, 20_000);

  it('the validators build nothing from strings at run time, so the CSP needs no unsafe-eval', () => {
    for (const file of fs.readdirSync(path.join(apiDir, 'generated')).filter((name) => name.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(apiDir, 'generated', file), 'utf8');
      expect(source, file).not.toMatch(/new Function|\beval\(|\brequire\(|\bimport\(/);
    }
  });

  describe.each(readPayloadSchemas())('validate-$name.js', ({ name, schema }) => {
    const server = createAjv().compile(schema);
    it.each(SAMPLES[name] ?? [])('agrees with the server on %s', async (_label, sample) => {
      const { validate } = (await import(`../schema/api/generated/validate-${name}.js`)) as {
        validate: CompiledValidator;
      };
      const [inBrowser, onServer] = [structuredClone(sample), structuredClone(sample)];
      expect(validate(inBrowser)).toBe(server(onServer));
      // The same problems (without ajv's English `message`, which the browser's build leaves out:
      // both sides word problems with validation-messages.ts), and the same trimmed, stripped data.
      const problems = server.errors?.map(({ message: _message, ...problem }) => problem) ?? null;
      expect(validate.errors ?? null).toEqual(problems);
      expect(inBrowser).toEqual(onServer);
    });

    it('has samples', () => expect(SAMPLES[name]?.length).toBeGreaterThan(3));
  });
});
