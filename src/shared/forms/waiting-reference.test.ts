// @vitest-environment node
// After a scripted send, an applicant under 18 reads what happens next and her application's reference, in
// the page's language and in the very words the server writes into the page it answers a plain post with
// (server/words, plainForms.waitingReference): the page after Send says the same with and without JavaScript.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_TEXTS, fill } from '../../../schema/api/form-texts/index.ts';
import { LANGUAGES, type Language } from '../../../schema/api/languages.ts';
import { json, stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { validatorFor } from './form-checks.ts';
import { createJoinForm, type JoinField, joinForm } from './join-form.ts';

const TODAY = new Date(2025, 5, 15);
const MINOR: Partial<Record<JoinField, string>> = {
  domain: 'csii',
  firstName: 'Meena',
  lastName: 'Das',
  contact: '9876543210',
  dateOfBirth: '15/03/2010',
  email: 'meena@example.org',
  guardianName: 'Lata Das',
  guardianEmail: 'lata@example.org',
  guardianRelationship: 'Mother',
  whyJoinUs: 'To teach.',
  consent: 'yes',
};

/** The server's sentence that gives the reference, as server/words has it in `language`. */
const serverSentence = (language: Language): string =>
  JSON.parse(readFileSync(`server/words/${language}.json`, 'utf8')).texts.plainForms.waitingReference;

async function sentBy(language: Language, answer: unknown) {
  stubFetch(json(201, answer));
  const form = createJoinForm({ language, now: () => TODAY });
  for (const [name, value] of Object.entries(MINOR)) form.store.getState().setValue(name as JoinField, value);
  expect(await form.submit()).toEqual({ ok: true });
  return form.store.getState();
}

beforeAll(() => validatorFor(joinForm));
afterEach(() => vi.unstubAllGlobals());

describe.each(LANGUAGES)('a waiting applicant on a page in %s', (language) => {
  it("reads the server's answer, then her reference in the server's words", async () => {
    const waiting = fill(FORM_TEXTS[language].guardian.sentText, { days: 7 });
    const state = await sentBy(language, {
      success: true,
      message: waiting,
      data: { id: 'x', reference: 'K7M2-9QXD', awaitingGuardian: true },
    });
    expect(state.awaitingGuardian).toBe(true);
    // With a non-breaking hyphen, as the server's page shows it.
    expect(state.successMessage).toBe(`${waiting} ${fill(serverSentence(language), { reference: 'K7M2\u20119QXD' })}`);
  });
});

describe('what is shown as it came', () => {
  it("an adult's answer (her acknowledgement e-mail carries the reference)", async () => {
    const state = await sentBy('en', {
      success: true,
      message: 'Received.',
      data: { id: 'y', reference: 'K7M2-9QXE' },
    });
    expect(state.successMessage).toBe('Received.');
  });

  it('an answer whose reference is missing or not one', async () => {
    for (const reference of [undefined, '<b>hello</b>', 'K7M2-9QXD-EXTRA']) {
      const state = await sentBy('en', {
        success: true,
        message: 'Wait for them.',
        data: { id: 'z', awaitingGuardian: true, ...(reference ? { reference } : {}) },
      });
      expect(state.successMessage).toBe('Wait for them.');
    }
  });
});
