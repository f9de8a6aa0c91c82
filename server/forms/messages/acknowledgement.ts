// The confirmation to the sender. Its words are the site's (pages.json), then the submission's short
// reference (server/words, so a caller has something to quote); it carries nothing the sender did
// not type and nothing more than it needs: a name and, for the join form, the centre. Reply-To a watched
// address (the site's contact address, or VISITOR_REPLY_TO), since people do reply to these.
// Never the phone number, date of birth or message, since an email can be read by others; and the
// name only as visitorText makes it (short, no controls, no links), since whoever typed it
// need not own the address.
import type { EmailPayload } from '../../outbox/outbox-store.ts';
import {
  centreNamesFor,
  type Language,
  type NotificationSettings,
  pickText,
} from '../../site-content/notification-settings.ts';
import type { SubmissionForEmail } from './submission.ts';
import { escapeHtml, fillPlaceholders } from '../../lib/text-format.ts';
import { visitorText } from '../../lib/visitor-text.ts';
import { formatReference } from '../../submissions/reference.ts';
import { SERVER_WORDS } from '../../words/index.ts';

function placeholders(
  submission: SubmissionForEmail,
  settings: NotificationSettings,
  language: Language,
): Record<string, string> {
  const organisation = settings.organisation;
  if (submission.type === 'contact') return { organisation, name: visitorText(submission.fields.name) || '…' };
  const { firstName, domain } = submission.fields;
  // The centre as the join form named it on the sender's page (Hindi on /hi/JoinUs).
  const centre = centreNamesFor(settings, language)[domain] ?? domain;
  return { organisation, firstName: visitorText(firstName) || '…', centre };
}

export function renderAcknowledgement(
  submission: SubmissionForEmail,
  settings: NotificationSettings,
  language: Language = 'en',
): EmailPayload {
  const { acknowledgement } = settings[submission.type];
  const values = placeholders(submission, settings, language);
  const fill = (text: Parameters<typeof pickText>[0]) => fillPlaceholders(pickText(text, language), values);
  const reference = fillPlaceholders(SERVER_WORDS[language].visitorEmails.reference, {
    reference: formatReference(submission.reference),
  });
  const paragraphs = [...acknowledgement.paragraphs.map(fill), reference];
  // A fallback paragraph is in English: say so, so a screen reader switches voice (the reference line is ours).
  const own = acknowledgement.paragraphs;
  const langOf = (i: number) => (i >= own.length || own[i][language] ? language : 'en');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map((p, i) => `<p${langOf(i) !== language ? ' lang="en"' : ''}>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
</body></html>`;
  return {
    to: [submission.fields.email],
    ...(settings.visitorReplyTo ? { replyTo: settings.visitorReplyTo } : {}),
    subject: fill(acknowledgement.subject),
    text: `${paragraphs.join('\n\n')}\n`,
    html,
    headers: { 'Content-Language': language, 'Auto-Submitted': 'auto-generated' },
  };
}
