// @vitest-environment node
// The two emails a submission owes: what the team reads and what the sender receives.
import { describe, expect, it } from 'vitest';
import { contactSubmission, siteSettings, volunteerSubmission } from '../test-support/fixtures.ts';
import { renderAcknowledgement } from './acknowledgement.ts';
import { notificationSettings } from './notification-settings.ts';
import { renderTeamNotification } from './team-notification.ts';
import { formatIst } from './text-format.ts';

const settings = siteSettings();

describe('team notification', () => {
  it('names the form, the public id and the time in IST, lists every field, and replies to the sender', () => {
    const email = renderTeamNotification(volunteerSubmission(), settings);
    expect(email.to).toEqual(['volunteers@example.org']);
    expect(email.replyTo).toBe('ravi@example.net');
    expect(email.subject).toBe('New Join Us submission 7b1e2f30 (24 Nov 2026, 14:05 IST)');
    for (const line of [
      'Domain:\nCSAA - Centre for Social Awareness & Action',
      'First name:\nRavi',
      'Last name:\nKumar',
      'Contact number:\n+91 91234 56789',
      'Date of birth:\n09/03/2001',
      'Email:\nravi@example.net',
      'Why do you want to join us:\nTo teach.',
      'Questions for us:\n-',
      'Submission id:\n7b1e2f30-0000-4000-8000-000000000002',
      'Received:\n24 Nov 2026, 14:05 IST',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('escapes every value in the HTML', () => {
    const { html, text } = renderTeamNotification(contactSubmission(), settings);
    expect(html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(html).toContain('Hello &amp; &quot;welcome&quot;');
    expect(html).not.toContain('<b>Rao');
    expect(text).toContain('Asha <b>Rao</b>');
  });

  it('NOTIFY_TO replaces the addresses in pages.json', () => {
    const pages = JSON.parse(
      JSON.stringify({
        site: {
          organisation: { name: 'X' },
          notifications: { contact: settings.contact, volunteer: settings.volunteer },
        },
        pages: [],
      }),
    );
    const overridden = notificationSettings(pages, ['ops@example.org']);
    expect(renderTeamNotification(contactSubmission(), overridden).to).toEqual(['ops@example.org']);
  });

  it('formats times in IST across the date line', () => {
    expect(formatIst(new Date('2026-09-30T20:00:00Z'))).toBe('1 Oct 2026, 01:30 IST');
  });
});

describe('acknowledgement', () => {
  it('greets the sender by first name and names the chosen centre, and carries nothing else they typed', () => {
    const email = renderAcknowledgement(volunteerSubmission(), settings);
    expect(email.to).toEqual(['ravi@example.net']);
    expect(email.replyTo).toBeUndefined();
    expect(email.text).toContain('Dear Ravi,');
    expect(email.text).toContain('CSAA - Centre for Social Awareness & Action');
    for (const privateValue of ['Kumar', '91234', '2001', '09/03', 'To teach']) {
      expect(email.text + email.html + email.subject).not.toContain(privateValue);
    }
    expect(email.html).toContain('CSAA - Centre for Social Awareness &amp; Action');
  });

  it('uses the text in the sender’s language and falls back to English, marked as such', () => {
    const localised = structuredClone(settings);
    localised.contact.acknowledgement.paragraphs[0] = { en: 'Dear {name},', hi: 'प्रिय {name},' };
    // The second paragraph without its Hindi: it falls back to English.
    localised.contact.acknowledgement.paragraphs[1] = { en: localised.contact.acknowledgement.paragraphs[1].en };
    const email = renderAcknowledgement(contactSubmission(), localised, 'hi');
    expect(email.text.startsWith('प्रिय Asha <b>Rao</b>,')).toBe(true);
    expect(email.html).toContain('<html lang="hi">');
    expect(email.html).toContain('<p>प्रिय Asha &lt;b&gt;Rao&lt;/b&gt;,</p>');
    expect(email.html).toMatch(/<p lang="en">Thank you for writing/);
    expect(email.headers?.['Content-Language']).toBe('hi');
  });
});
