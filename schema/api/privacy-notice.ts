// The short privacy notice a form shows above its tick box, built from the site settings
// (pages.json site.privacy) for one form and one language. The build puts it into the form's page
// and the server derives the same version from the same words, so both agree on what was shown.
// Pure and dependency-free: the version's hash is passed in (Node's crypto on both sides).
import type { FormName } from './form-page.ts';

import type { Language } from './languages.ts';

/** The languages a notice is shown in: the site's (languages.ts). */
export type NoticeLanguage = Language;
export type NoticeForm = Extract<FormName, 'contact' | 'volunteer' | 'donation'>;

/** Why each form's details are collected: stored with every consent. */
export const NOTICE_PURPOSES: Record<NoticeForm, string> = {
  contact: 'contact-enquiry',
  volunteer: 'volunteer-application',
  donation: 'donation',
};

/** What a form shows of the notice, in one language; `version` names exactly these words. */
export interface ShownNotice {
  version: string;
  language: NoticeLanguage;
  heading: string;
  paragraphs: string[];
  retention: string;
  withdrawal: string;
  grievance: { role: string; email: string; phone: string };
  consentLabel: string;
  policyLink: { label: string; href: string };
  yourDataHref?: string;
  /** The join form only: why a parent or guardian is asked, shown for an applicant under 18. */
  guardianReason?: string;
}

type Text = { en: string } & Partial<Record<NoticeLanguage, string>>;

interface FormNoticeSettings {
  heading: Text;
  paragraphs: Text[];
  retention: Text;
}

/** pages.json site.privacy, as schema/site.schema.json defines it (declared here for the server's side). */
export interface PrivacySettings {
  policyHref: string;
  yourDataHref?: string;
  grievanceOfficer: { role: Text; email: string; phone: string };
  consentLabel: Text;
  policyLinkLabel: Text;
  withdrawal: Text;
  contact: FormNoticeSettings;
  volunteer: FormNoticeSettings & { guardianReason: Text };
  /** The Donate form's; a site without it shows that form no notice (and takes no donor's details). */
  donation?: FormNoticeSettings;
}
const pick = (text: Text, language: NoticeLanguage) => text[language] ?? text.en;

/** Characters of the hex SHA-256 kept as the version: 48 bits, plenty to tell a site's wordings apart. */
export const NOTICE_VERSION_LENGTH = 12;

/**
 * The notice for `form` in `language`. `sha256Hex` hashes its canonical text (JSON of the shown
 * fields in a fixed order), so any change of wording, link or grievance contact is a new version.
 */
export function shownNotice(
  privacy: PrivacySettings,
  form: NoticeForm,
  language: NoticeLanguage,
  sha256Hex: (text: string) => string,
): ShownNotice {
  // A site without a donation notice (older content) shows the contact form's words there.
  const own: FormNoticeSettings & { guardianReason?: Text } = privacy[form] ?? privacy.contact;
  const officer = privacy.grievanceOfficer;
  const words: Omit<ShownNotice, 'version'> = {
    language,
    heading: pick(own.heading, language),
    paragraphs: own.paragraphs.map((paragraph) => pick(paragraph, language)),
    retention: pick(own.retention, language),
    withdrawal: pick(privacy.withdrawal, language),
    grievance: { role: pick(officer.role, language), email: officer.email, phone: officer.phone },
    consentLabel: pick(privacy.consentLabel, language),
    policyLink: { label: pick(privacy.policyLinkLabel, language), href: privacy.policyHref },
    ...(privacy.yourDataHref ? { yourDataHref: privacy.yourDataHref } : {}),
    ...(own.guardianReason ? { guardianReason: pick(own.guardianReason, language) } : {}),
  };
  return { version: sha256Hex(JSON.stringify(words)).slice(0, NOTICE_VERSION_LENGTH), ...words };
}
