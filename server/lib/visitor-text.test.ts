// @vitest-environment node
// What a visitor typed, fit for someone else's subject line or greeting.
import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../privacy/mailbox.ts';
import { visitorText } from './visitor-text.ts';

describe('visitorText', () => {
  it('drops every word a mail program could turn into a link, in any spelling', () => {
    for (const link of [
      'https://evil.example/x',
      'www.evil.example',
      'evil.example',
      'me@evil.example',
      'ｅｖｉｌ．ｅｘａｍｐｌｅ',
      'evil。example',
      'evil\u200b.example',
      'javascript:alert(1)',
    ]) {
      expect(visitorText(`Asha ${link} Rao`)).toBe('Asha Rao');
    }
  });

  it('removes bidirectional controls and line breaks, keeps names whole in every script', () => {
    expect(visitorText('Asha\u202E Rao\u2066\u2069\nKumar')).toBe('Asha Rao Kumar');
    // ZWNJ and ZWJ shape Indic names: they stay.
    expect(visitorText('श्री\u200Dमती लक्ष्मी')).toBe('श्री\u200Dमती लक्ष्मी');
    expect(visitorText('A. K. Sharma')).toBe('A. K. Sharma');
  });

  it('cuts at 40 characters without splitting a syllable', () => {
    expect(visitorText('x'.repeat(60))).toBe(`${'x'.repeat(39)}…`);
    const telugu = 'లక్ష్మి'.repeat(40);
    const cut = visitorText(telugu);
    expect(cut.endsWith('…')).toBe(true);
    expect(telugu.startsWith(cut.slice(0, -1))).toBe(true);
    expect([...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(cut)]).toHaveLength(40);
  });
});

describe('mailboxKey', () => {
  it('one key per mailbox: case, +tags, Gmail dots, Unicode domains', () => {
    expect(mailboxKey(' Some.One+news@GoogleMail.com ')).toBe('someone@gmail.com');
    expect(mailboxKey('asha+x@Example.org')).toBe('asha@example.org');
    expect(mailboxKey('a.sha@example.org')).toBe('a.sha@example.org');
    expect(mailboxKey('ravi@भारत.example')).toBe(mailboxKey('ravi@xn--h2brj9c.example'));
  });
});
