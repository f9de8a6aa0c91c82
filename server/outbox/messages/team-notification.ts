// The email to the team: every field with its label (the labels of the shared API schemas, the
// same words the form's error messages use), the submission's id and time in IST, and Reply-To
// the sender so staff answer with one click.
import contactSchema from '../../../schema/api/contact.schema.json' with { type: 'json' };
import volunteerSchema from '../../../schema/api/volunteer-application.schema.json' with { type: 'json' };
import type { EmailPayload } from '../outbox-store.ts';
import type { Language, NotificationSettings } from './notification-settings.ts';
import type { SubmissionForEmail } from './submission.ts';
import { escapeHtml, formatDateOfBirth, formatIst } from './text-format.ts';

type Properties = Record<string, { title?: string }>;
const label = (properties: Properties, field: string) => properties[field]?.title ?? field;

function fieldRows(submission: SubmissionForEmail, settings: NotificationSettings): [string, string][] {
  if (submission.type === 'contact') {
    const props = contactSchema.properties as Properties;
    const f = submission.fields;
    return [
      [label(props, 'name'), f.name],
      [label(props, 'phone'), f.phone],
      [label(props, 'email'), f.email],
      [label(props, 'message'), f.message],
    ];
  }
  const props = volunteerSchema.properties as Properties;
  const f = submission.fields;
  return [
    [label(props, 'domain'), settings.centreNames[f.domain] ?? f.domain],
    [label(props, 'firstName'), f.firstName],
    [label(props, 'lastName'), f.lastName],
    [label(props, 'contact'), f.contact],
    [label(props, 'dateOfBirth'), formatDateOfBirth(f.dateOfBirth)],
    [label(props, 'email'), f.email],
    [label(props, 'whyJoinUs'), f.whyJoinUs],
    [label(props, 'questionsForUs'), f.questionsForUs || '-'],
  ];
}

const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', hi: 'Hindi', te: 'Telugu' };

export function renderTeamNotification(submission: SubmissionForEmail, settings: NotificationSettings): EmailPayload {
  const form = settings[submission.type];
  const when = formatIst(submission.createdAt);
  const rows = fieldRows(submission, settings);
  const intro = `A new submission through the ${form.formName} form.`;
  const meta: [string, string][] = [
    ['Submission id', submission.publicId],
    ['Received', when],
    // Staff read English; the sender's language says which language to answer in.
    ['Language the sender used', LANGUAGE_NAMES_IN_ENGLISH[submission.language ?? 'en']],
  ];
  const text = [
    intro,
    '',
    ...[...rows, ...meta].map(([name, value]) => `${name}:\n${value}\n`),
    'Reply to this email to answer the sender.',
  ].join('\n');
  const tableRows = [...rows, ...meta]
    .map(
      ([name, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px">
<p>${escapeHtml(intro)}</p>
<table cellspacing="0" cellpadding="0">
${tableRows}
</table>
<p>Reply to this email to answer the sender.</p>
</body></html>`;
  return {
    to: form.teamEmails,
    replyTo: submission.fields.email,
    subject: `New ${form.formName} submission ${submission.publicId.slice(0, 8)} (${when})`,
    text,
    html,
  };
}
