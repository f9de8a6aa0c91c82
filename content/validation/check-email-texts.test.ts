// @vitest-environment node
// The texts the site e-mails in its own name (the forms' confirmations) may only link to the site itself: a
// link elsewhere, written with or without https://, is an error located on its text, in every language; paths,
// the site's own addresses and e-mail addresses at its domain are fine.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validatePagesText } from './index.ts';
import { linksIn } from './check-email-texts.ts';

const site = JSON.parse(readFileSync('pages.json', 'utf8'));

/** The repository's content with the contact confirmation's second paragraph set to `en` (and Telugu to `te`). */
function withConfirmation(en: string, te?: string) {
  const data = structuredClone(site);
  const paragraph = data.site.notifications.contact.acknowledgement.paragraphs[1];
  paragraph.en = en;
  if (te) paragraph.te = te;
  return JSON.stringify(data, null, 2);
}

const errorsOf = (text: string) => validatePagesText(text).problems.filter((problem) => problem.severity === 'error');

describe('links in the e-mails the site sends in its own name', () => {
  it('refuse a link to another site, located on its text, in plain words', () => {
    const errors = errorsOf(withConfirmation('Please confirm your details at https://attacker.example/verify.'));
    expect(errors).toHaveLength(1);
    expect(errors[0].where).toBe('site settings > notifications.contact.acknowledgement.paragraphs[2].en');
    expect(errors[0].message).toMatch(
      /^the confirmation e-mail of the Contact Us form links to "https:\/\/attacker\.example\/verify", which is not an address of this site\..*only lead to the site itself \(https:\/\/www\.example\.org\/…/,
    );
    expect(errors[0].line).toBeGreaterThan(1);
  });

  it('refuse one written without https://, an e-mail address elsewhere, and one in Telugu', () => {
    const errors = errorsOf(
      withConfirmation('Confirm at www.attacker.example or write to help@attacker.example.', 'attacker.example/verify'),
    );
    expect(errors.map((error) => error.message.match(/links to "([^"]+)"/)?.[1])).toEqual([
      'www.attacker.example',
      'help@attacker.example',
      'attacker.example/verify',
    ]);
    expect(errors.at(-1)?.where).toMatch(/paragraphs\[2\]\.te$/);
  });

  it("accept paths, the site's own addresses and e-mail addresses at its domain", () => {
    const own =
      'See /your-data, https://www.example.org/your-data or example.org/privacy, or write to info@example.org. {organisation} thanks you.';
    expect(errorsOf(withConfirmation(own))).toEqual([]);
  });

  it('find links as a mail program would, and leave sentences alone', () => {
    expect(linksIn('Thank you.We reply in 3.5 days, e.g. by 10 a.m.')).toEqual([]);
    expect(linksIn('(see https://example.org/x).').map(({ link }) => link)).toEqual(['https://example.org/x']);
    expect(linksIn('mailto:x@evil.example')).toEqual([{ link: 'mailto:x@evil.example', kind: 'mail' }]);
  });
});
