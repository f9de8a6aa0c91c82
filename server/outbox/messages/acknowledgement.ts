// The confirmation to the sender. Its words are the site's (pages.json), and it carries nothing
// the sender did not type and nothing more than it needs: a name and, for the join form, the centre.
// Never the phone number, date of birth or message, since an email can be read by others.
import type { EmailPayload } from '../outbox-store.ts';
import { type Language, type NotificationSettings, pickText } from './notification-settings.ts';
import type { SubmissionForEmail } from './submission.ts';
import { escapeHtml, fillPlaceholders } from './text-format.ts';

function placeholders(submission: SubmissionForEmail, settings: NotificationSettings): Record<string, string> {
  const organisation = settings.organisation;
  if (submission.type === 'contact') return { organisation, name: submission.fields.name };
  const { firstName, domain } = submission.fields;
  return { organisation, firstName, centre: settings.centreNames[domain] ?? domain };
}

export function renderAcknowledgement(
  submission: SubmissionForEmail,
  settings: NotificationSettings,
  language: Language = 'en',
): EmailPayload {
  const { acknowledgement } = settings[submission.type];
  const values = placeholders(submission, settings);
  const fill = (text: Parameters<typeof pickText>[0]) => fillPlaceholders(pickText(text, language), values);
  const paragraphs = acknowledgement.paragraphs.map(fill);
  // A fallback paragraph is in English: say so, so a screen reader switches voice.
  const langOf = (i: number) => (acknowledgement.paragraphs[i][language] ? language : 'en');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map((p, i) => `<p${langOf(i) !== language ? ' lang="en"' : ''}>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
</body></html>`;
  return {
    to: [submission.fields.email],
    subject: fill(acknowledgement.subject),
    text: `${paragraphs.join('\n\n')}\n`,
    html,
    headers: { 'Content-Language': language, 'Auto-Submitted': 'auto-generated' },
  };
}
