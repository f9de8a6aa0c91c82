// @vitest-environment node
// The reply's pieces: which numbers WhatsApp can reach (Indian mobiles only), and the e-mail around a
// coordinator's words (her paragraphs kept, her markup escaped, the guardian copied, Reply-To the team).
import { describe, expect, it } from 'vitest';
import { indianMobile, replyEmail, whatsappLink } from './staff-reply.ts';

const facts = {
  organisation: 'Seva Foundation',
  reference: 'K7M2-9QXD',
  language: 'te' as const,
  name: 'Lakshmi',
  to: ['anu@example.org', 'lakshmi@example.org'],
  teamEmails: ['join@example.org', 'second@example.org'],
};

describe('an Indian mobile number', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+91-98765-43210', '919876543210'],
    ['098765 43210', '919876543210'],
    ['91 6123456789', '916123456789'],
    ['(+91) 70000 00000', '917000000000'],
  ])('%s is %s on WhatsApp', (typed, number) => {
    expect(indianMobile(typed)).toBe(number);
  });

  it.each(['5876543210', '040 2345 6789', '98765 4321', '+44 7700 900123', '98765432100', ''])(
    '%s is none',
    (typed) => {
      expect(indianMobile(typed)).toBeUndefined();
      expect(whatsappLink(typed, facts)).toBeNull();
    },
  );
});

describe('the reply e-mail', () => {
  it('frames her words in the sender’s language, keeps her paragraphs, escapes her markup', () => {
    const mail = replyEmail(facts, 'Asha Rao', 'First <b>line</b>\r\nsame paragraph\n\n\nSecond paragraph');
    expect(mail.to).toEqual(['anu@example.org', 'lakshmi@example.org']);
    expect(mail.replyTo).toBe('join@example.org, second@example.org');
    expect(mail.subject).toBe('మీ సందేశానికి Seva Foundation జవాబు (K7M2-9QXD)');
    expect(mail.text).toBe(
      'నమస్కారం Lakshmi గారు,\n\nFirst <b>line</b>\nsame paragraph\n\nSecond paragraph\n\nశుభాకాంక్షలతో,\nSeva Foundation తరఫున Asha Rao\n',
    );
    expect(mail.html).toContain('<p>First &lt;b&gt;line&lt;/b&gt;<br>same paragraph</p>');
    expect(mail.headers).toEqual({ 'Content-Language': 'te' });
  });
});
