// @vitest-environment node
// The link rule measured on what a small Indian NGO receives (tests/fixtures/spam): the old
// rule ("more than 2 links") flagged schools and partners; the new one flags none of the 20 genuine
// messages and all but one of the 9 spam ones. The figures are printed for the README.
import { describe, expect, it } from 'vitest';
import { GENUINE, type SampleMessage, SPAM } from '../../tests/fixtures/spam/ngo-messages.ts';
import { countLinks, spamReason } from './spam-signals.ts';

/** The old rule, as it was: more than two links in the free text. */
const oldRule = (message: SampleMessage) => countLinks(message.texts) > 2;
const newRule = (message: SampleMessage) =>
  spamReason({}, { freeText: message.texts, names: [message.name] }) !== undefined;

const flagged = (messages: SampleMessage[], rule: (message: SampleMessage) => boolean) =>
  messages.filter(rule).map((message) => message.label);

describe('the spam rule on an NGO’s messages', () => {
  it('holds 20-30 plausible messages: schools, partners, volunteers, donors, officials and spam', () => {
    expect(GENUINE.length + SPAM.length).toBeGreaterThanOrEqual(20);
    expect(GENUINE.length + SPAM.length).toBeLessThanOrEqual(30);
    for (const from of ['school', 'partner', 'volunteer', 'donor', 'official', 'public'])
      expect(
        GENUINE.some((message) => message.from === from),
        from,
      ).toBe(true);
  });

  it('the old rule flagged genuine messages from schools and partners', () => {
    const wrong = flagged(GENUINE, oldRule);
    console.info(
      `old rule (more than 2 links): ${wrong.length} of ${GENUINE.length} genuine flagged, ` +
        `${flagged(SPAM, oldRule).length} of ${SPAM.length} spam flagged`,
    );
    expect(wrong).toContain('a school invites volunteers to its science fair (3 links)');
    expect(wrong.length).toBeGreaterThanOrEqual(5);
  });

  it('the new rule flags no genuine message, and the spam that a rule can tell', () => {
    const wrong = flagged(GENUINE, newRule);
    const caught = flagged(SPAM, newRule);
    console.info(
      `new rule: ${wrong.length} of ${GENUINE.length} genuine flagged, ${caught.length} of ${SPAM.length} spam flagged ` +
        `(missed: ${SPAM.filter((message) => !newRule(message))
          .map((message) => message.label)
          .join('; ')})`,
    );
    expect(wrong).toEqual([]);
    expect(caught.length).toBeGreaterThanOrEqual(SPAM.length - 1);
  });

  it('says why, in plain words', () => {
    const reason = (texts: string[], name = 'Asha') => spamReason({}, { freeText: texts, names: [name] });
    expect(reason(['[url=https://x.example]cheap[/url]'])).toBe('a link written as markup ([url] or <a href>)');
    expect(reason(['Hello'], 'Visit www.x.example')).toBe('a link in a name field');
    expect(reason(['https://a.example https://b.example https://c.example'])).toBe(
      '3 links with 0 words of text (a list of links)',
    );
    expect(reason([Array.from({ length: 9 }, (_, i) => `see https://x${i}.example here now`).join(' ')])).toBe(
      '9 links in the free text (more than 8)',
    );
    expect(reason(['Best casino https://x.example'])).toBe('a link beside a spam word');
    expect(spamReason({ website: 'x' }, { freeText: [], names: [] })).toBe('honeypot field filled');
  });
});
