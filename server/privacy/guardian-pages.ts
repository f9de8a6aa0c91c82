// The pages a guardian's e-mailed link opens (guardian-routes.ts): what the application contains and
// the notice, spoken to the parent about the child's data (they consent to what they see, not to
// "your application" without seeing it), with the two buttons; the answer to their choice; and, when
// the link is opened again after a choice, what was decided and when (it used to say the link was broken).
// What the page shows of the application: every field the applicant filled in, and the guardian's own
// details as the applicant typed them; of the free texts (why they want to join, their questions) only
// whether they were written. Those are the applicant's own words to us, about themselves; the parent
// consents knowing they exist and what they are for, and the team reads them only after consent.
import { formatDateOfBirth } from '../lib/text-format.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import type { Language } from '../../schema/api/languages.ts';
import type { SubmissionKind } from '../submissions/kinds.ts';
import { fill, fillHtml, SERVER_WORDS } from '../words/index.ts';
import { formatDate, languageField, type PageSettings, page, policyLink, yourDataLink } from './privacy-pages.ts';

export const guardianAskAgain = (language: Language) =>
  escapeHtml(SERVER_WORDS[language].privacyPages.guardianAskAgain);

export interface GuardianView {
  applicant: string;
  /** As the applicant wrote it; undefined: a general word. */
  relationship?: string;
  centre: string;
  /** When they applied (ISO). */
  appliedAt: string;
  /** What the application contains, [label, value] in the page's language (applicationDetails). */
  details: [string, string][];
  /** How long a confirmed application is kept (RETENTION_VOLUNTEER_MONTHS). */
  months: number;
}

/**
 * The application's fields with the form's own labels in `language`: the centre by name, the date of
 * birth as it was typed, the free texts only as written or left empty; then the guardian's details.
 */
export function applicationDetails(
  kind: SubmissionKind,
  fields: Record<string, string>,
  guardian: { name: string; email: string; relationship: string },
  language: Language,
  centreNames: Record<string, string>,
): [string, string][] {
  const titles = FORM_TEXTS[language].titles;
  const words = SERVER_WORDS[language].guardianPage;
  const rows = kind.fields.map((field): [string, string] => {
    const value = fields[field.key] ?? '';
    const label = titles[field.key] ?? field.key;
    if (field.freeText) return [label, value.trim() ? words.answered : words.leftEmpty];
    if (field.key === 'domain') return [label, centreNames[value] ?? value];
    if (field.cast === 'date') return [label, formatDateOfBirth(value)];
    return [label, value];
  });
  return [
    ...rows,
    [titles.guardianName, guardian.name],
    [titles.guardianEmail, guardian.email],
    [titles.guardianRelationship, guardian.relationship],
  ];
}

function noticeHtml(settings: PageSettings, language: Language, view: GuardianView): string {
  const words = SERVER_WORDS[language].guardianPage;
  const applicant = escapeHtml(view.applicant);
  const paragraphs = words.notice.map((text) => fillHtml(text, { applicant, months: String(view.months) }));
  const officer = settings.grievance?.[language] ?? settings.grievance?.en;
  if (officer) paragraphs.push(escapeHtml(fill(words.grievanceOfficer, officer)));
  paragraphs.push(fillHtml(words.fullNotice, { link: policyLink(language) }));
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}

export function guardianPage(settings: PageSettings, language: Language, view: GuardianView, token: string): string {
  const words = SERVER_WORDS[language].guardianPage;
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">${languageField(language)}`;
  const intro = fillHtml(words.intro, {
    applicant: `<strong>${escapeHtml(view.applicant)}</strong>`,
    date: escapeHtml(formatDate(view.appliedAt, language)),
    organisation: escapeHtml(settings.organisation),
    centre: escapeHtml(view.centre),
    relationship: escapeHtml(view.relationship ?? words.someRelationship),
  });
  const details = view.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value) || '-'}</dd>`)
    .join('');
  return page(
    settings,
    language,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1>
<p>${intro}</p>
<h2>${escapeHtml(words.applicationHeading)}</h2>
<p>${fillHtml(words.applicationIntro, { applicant: escapeHtml(view.applicant) })}</p>
<dl class="details">${details}</dl>
<h2>${escapeHtml(words.noticeHeading)}</h2><div class="notice">${noticeHtml(settings, language, view)}</div>
<form method="post" action="/privacy/guardian">${hidden}<input type="hidden" name="decision" value="confirm">
<p><button class="primary" type="submit">${escapeHtml(words.consentButton)}</button></p></form>
<form method="post" action="/privacy/guardian">${hidden}<input type="hidden" name="decision" value="refuse">
<p><button class="danger" type="submit">${escapeHtml(words.refuseButton)}</button></p></form>
<p>${escapeHtml(words.choiceOnce)}</p>`,
  );
}

export function guardianDonePage(settings: PageSettings, language: Language, confirmed: boolean): string {
  const words = SERVER_WORDS[language].guardianPage;
  const title = confirmed ? words.confirmedTitle : words.refusedTitle;
  const text = confirmed
    ? fillHtml(words.confirmedText, { link: yourDataLink(language) })
    : escapeHtml(words.refusedText);
  return page(settings, language, title, `<h1>${escapeHtml(title)}</h1><p>${text}</p>`);
}

/** A link opened (or a button pressed) again after the choice: what was decided, and when (ISO). */
export function guardianDecidedPage(
  settings: PageSettings,
  language: Language,
  outcome: 'confirmed' | 'refused',
  decidedAt: string,
): string {
  const words = SERVER_WORDS[language].guardianPage;
  const confirmed = outcome === 'confirmed';
  const title = confirmed ? words.alreadyConfirmedTitle : words.alreadyRefusedTitle;
  const values = { date: escapeHtml(formatDate(decidedAt, language)), link: yourDataLink(language) };
  const text = fillHtml(confirmed ? words.alreadyConfirmedText : words.alreadyRefusedText, values);
  return page(settings, language, title, `<h1>${escapeHtml(title)}</h1><p role="status">${text}</p>`);
}
