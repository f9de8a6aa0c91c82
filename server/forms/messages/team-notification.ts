// The email to the team: every field with its label (the labels of the shared API schemas, the
// same words the form's error messages use), then the submission's record (kinds.ts recordColumns:
// its reference, the consent given with notice version, time and language and, for an applicant under
// 18, the parent or guardian who consented and when), its id and time in IST. The subject names the
// form, the person and the centre (an id alone says nothing in a list of e-mails). Reply-To
// the sender, and for an applicant under 18 their guardian too, so staff never write to a child alone.
import contactSchema from '../../../schema/api/contact.schema.json' with { type: 'json' };
import volunteerSchema from '../../../schema/api/volunteer-application.schema.json' with { type: 'json' };
import type { EmailPayload } from '../../outbox/outbox-store.ts';
import type { NotificationSettings } from '../../site-content/notification-settings.ts';
import { CONTACT, recordColumns, VOLUNTEER } from '../../submissions/kinds.ts';
import { formatReference } from '../../submissions/reference.ts';
import type { SubmissionForEmail } from './submission.ts';
import { escapeHtml, formatDateOfBirth, formatIst } from '../../lib/text-format.ts';
import { visitorText } from '../../lib/visitor-text.ts';
import { type Language, LANGUAGE_NAMES_IN_ENGLISH } from '../../../schema/api/languages.ts';

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

const TIME_COLUMNS = new Set(['consent_given_at', 'guardian_confirmed_at']);

/** The record's lines: times in IST, languages by name, the reference grouped; a guardian's only when there is one. */
function recordRows(submission: SubmissionForEmail): [string, string][] {
  const kind = submission.type === 'contact' ? CONTACT : VOLUNTEER;
  const record = submission.record;
  const minor = submission.type === 'volunteer' && submission.guardian !== undefined;
  return recordColumns(kind).flatMap(({ column, label: name }): [string, string][] => {
    const value = record[column];
    if (column.startsWith('guardian_') && !minor) return [];
    if (value === null || value === undefined || value === '') return [[name, '-']];
    if (column === 'reference') return [[name, formatReference(value)]];
    if (TIME_COLUMNS.has(column)) return [[name, formatIst(new Date(value))]];
    if (column === 'notice_language') return [[name, LANGUAGE_NAMES_IN_ENGLISH[value as Language] ?? value]];
    return [[name, value]];
  });
}

/** A title written before a name ("Mrs.", "Dr", "Shri", "Smt."): not a name of its own. */
const TITLE = /^(mr|mrs|ms|miss|dr|prof|shri|sri|smt|shrimati|kumari|km|sushri)\.?$/i;

/**
 * "Ravi K.": the person as a subject line names them (typed words, so cut short and link-free). A title
 * keeps the name after it whole, "Mrs. Ramaswamy" and not "Mrs. R.", so the subject names the sender
 * as the spam digest named them (there in full), and a colleague can tell who it is.
 */
export function shortName(first: string, last = ''): string {
  const [next = '', ...rest] = last.trim().split(/\s+/).filter(Boolean);
  if (TITLE.test(first.trim()) && next) return shortName(`${first.trim()} ${next}`, rest.join(' '));
  const given = visitorText(first, 30) || '…';
  const initial = visitorText(last).split(' ').at(-1)?.match(/\p{L}/u)?.[0];
  return initial ? `${given} ${initial.toUpperCase()}.` : given;
}

function subjectOf(submission: SubmissionForEmail, formName: string): string {
  const reference = formatReference(submission.reference);
  if (submission.type === 'contact')
    return `${formName}: ${shortName(...splitName(submission.fields.name))} (${reference})`;
  const f = submission.fields;
  const minor = submission.guardian ? ', under 18' : '';
  return `${formName}: ${shortName(f.firstName, f.lastName)}, ${f.domain.toUpperCase()}${minor} (${reference})`;
}

const splitName = (name: string): [string, string] => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
};

export function renderTeamNotification(submission: SubmissionForEmail, settings: NotificationSettings): EmailPayload {
  const form = settings[submission.type];
  const when = formatIst(submission.createdAt);
  const guardian = submission.type === 'volunteer' ? submission.guardian : undefined;
  const rows = fieldRows(submission, settings);
  const intro = [`A new submission through the ${form.formName} form.`];
  if (guardian) {
    const consented = submission.record.guardian_confirmed_at;
    intro.push(
      `The applicant is under 18. Their ${guardian.relationship || 'parent or guardian'}, ${guardian.name}, ` +
        `consented${consented ? ` on ${formatIst(new Date(consented))}` : ''}. ` +
        'Replies to this email go to the applicant and to them.',
    );
  }
  const meta: [string, string][] = [
    ...recordRows(submission),
    ['Submission id', submission.publicId],
    ['Received', when],
  ];
  const closing = guardian
    ? 'Reply to this email to answer the applicant and their parent or guardian together.'
    : 'Reply to this email to answer the sender.';
  const text = [
    ...intro.map((line) => `${line}\n`),
    ...[...rows, ...meta].map(([n, v]) => `${n}:\n${v}\n`),
    closing,
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
${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<table cellspacing="0" cellpadding="0">
${tableRows}
</table>
<p>${escapeHtml(closing)}</p>
</body></html>`;
  return {
    to: form.teamEmails,
    replyTo: guardian ? `${submission.fields.email}, ${guardian.email}` : submission.fields.email,
    subject: subjectOf(submission, form.formName),
    text,
    html,
  };
}
