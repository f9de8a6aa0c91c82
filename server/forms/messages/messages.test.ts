// @vitest-environment node
// The two emails a submission owes: what the team reads and what the sender receives.
import { describe, expect, it } from 'vitest';
import { contactSubmission, siteSettings, volunteerSubmission } from '../../../tests/helpers/server/outbox-fixtures.ts';
import { renderAcknowledgement } from './acknowledgement.ts';
import { notificationSettings } from '../../site-content/notification-settings.ts';
import { renderTeamNotification, shortName } from './team-notification.ts';
import { formatIst } from '../../lib/text-format.ts';

const settings = siteSettings();

describe('team notification', () => {
  it('names the sender short in its subject, a title kept with the name after it', () => {
    expect(shortName('Ravi', 'Kumar')).toBe('Ravi K.');
    expect(shortName('Mrs.', 'Ramaswamy')).toBe('Mrs. Ramaswamy');
    expect(shortName('Dr', 'Meena Iyer')).toBe('Dr Meena I.');
    expect(shortName('Smt.', '')).toBe('Smt.');
  });

  it('names the form, the person, the centre and the reference, lists every field, and replies to the sender', () => {
    const email = renderTeamNotification(volunteerSubmission(), settings);
    expect(email.to).toEqual(['volunteers@example.org']);
    expect(email.replyTo).toBe('ravi@example.net');
    expect(email.subject).toBe('Join Us: Ravi K., CSAA (PQ63-509A)');
    for (const line of [
      'Domain:\nCSAA - Centre for Social Awareness & Action',
      'First name:\nRavi',
      'Last name:\nKumar',
      'Contact number:\n+91 91234 56789',
      'Date of birth:\n09/03/2001',
      'Email:\nravi@example.net',
      'Why do you want to join us:\nTo teach.',
      'Questions for us:\n-',
      'Reference:\nPQ63-509A',
      'Consent given:\n24 Nov 2026, 14:05 IST',
      'Privacy notice version:\n3c2b1a0f9e8d',
      'Language the sender used:\nEnglish',
      'Submission id:\n7b1e2f30-0000-4000-8000-000000000002',
      'Received:\n24 Nov 2026, 14:05 IST',
    ]) {
      expect(email.text).toContain(line);
    }
    // An adult: no guardian lines.
    expect(email.text).not.toContain('Parent or guardian');
  });

  it('for an applicant under 18: names the guardian, when they consented, and replies to both (issue #24)', () => {
    const minor = volunteerSubmission();
    if (minor.type !== 'volunteer') throw new Error('a volunteer submission');
    minor.fields.dateOfBirth = '2009-03-15';
    minor.guardian = { name: 'Lata Kumar', email: 'lata@example.net', relationship: 'Mother' };
    Object.assign(minor.record, {
      guardian_name: 'Lata Kumar',
      guardian_email: 'lata@example.net',
      guardian_relationship: 'Mother',
      guardian_confirmed_at: '2026-11-25T04:30:00.000Z',
    });
    const email = renderTeamNotification(minor, settings);
    expect(email.subject).toBe('Join Us: Ravi K., CSAA, under 18 (PQ63-509A)');
    expect(email.replyTo).toBe('ravi@example.net, lata@example.net');
    expect(email.text).toContain(
      'The applicant is under 18. Their Mother, Lata Kumar, consented on 25 Nov 2026, 10:00 IST.',
    );
    for (const line of [
      'Parent or guardian:\nLata Kumar',
      "Parent or guardian's email:\nlata@example.net",
      'Their relationship to the applicant:\nMother',
      'Parent or guardian consented:\n25 Nov 2026, 10:00 IST',
      'Consent given:\n24 Nov 2026, 14:05 IST',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain('Lata Kumar');
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
    // A watched address, the site's contact address in pages.json (VISITOR_REPLY_TO replaces it).
    expect(email.replyTo).toBe('info@example.org');
    expect(email.text).toContain('Your reference: PQ63-509A.');
    expect(
      renderAcknowledgement(volunteerSubmission(), { ...settings, visitorReplyTo: 'desk@example.org' }).replyTo,
    ).toBe('desk@example.org');
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

  it('names the centre as the join form did on the sender’s page (issue #29: it was English in Hindi)', () => {
    const hindi = renderAcknowledgement(volunteerSubmission(), settings, 'hi');
    expect(hindi.text).toContain('आपका चुना हुआ क्षेत्र: CSAA - सामाजिक जागरूकता एवं कार्य केंद्र');
    expect(hindi.text).not.toContain('Centre for Social');
    expect(settings.centreNamesIn?.te?.csaa).toMatch(/^CSAA - [\u0C00-\u0C7F ]+$/);
    const telugu = renderAcknowledgement(volunteerSubmission(), settings, 'te');
    expect(telugu.text).toContain(`మీరు ఎంచుకున్న విభాగం: ${settings.centreNamesIn?.te?.csaa}`);
    expect(telugu.text).not.toContain('Centre for Social');
    // A page shown in English (its section not translated) named the centre in English: so does the e-mail.
    const untranslated = { ...settings, centreNamesIn: {} };
    expect(renderAcknowledgement(volunteerSubmission(), untranslated, 'hi').text).toContain(
      'आपका चुना हुआ क्षेत्र: CSAA - Centre for Social Awareness & Action',
    );
  });

  it('thanks a General Volunteer for volunteering with the foundation, and names the choice apart', () => {
    const general = volunteerSubmission();
    general.fields = { ...general.fields, domain: 'general' };
    const english = renderAcknowledgement(general, settings).text;
    expect(english).toContain('Thank you for applying to volunteer with Example Welfare Foundation.');
    expect(english).toContain('The domain you chose: General Volunteer');
    expect(english).not.toContain('with General Volunteer');
    const hindi = renderAcknowledgement(general, settings, 'hi').text;
    expect(hindi).toContain('Example Welfare Foundation के साथ स्वयंसेवा के लिए आवेदन करने पर धन्यवाद।');
    expect(hindi).toContain(`आपका चुना हुआ क्षेत्र: ${settings.centreNamesIn?.hi?.general}`);
    const telugu = renderAcknowledgement(general, settings, 'te').text;
    expect(telugu).toContain('Example Welfare Foundationలో స్వచ్ఛంద సేవ చేయడానికి దరఖాస్తు చేసినందుకు ధన్యవాదాలు.');
    expect(telugu).toContain(`మీరు ఎంచుకున్న విభాగం: ${settings.centreNamesIn?.te?.general}`);
    // The Telugu name of the choice is never glued to a case ending (సేవకులుతో was ungrammatical).
    expect(telugu).not.toMatch(/సేవకులుతో|సేవకులు(తో|లో)/);
  });
});
