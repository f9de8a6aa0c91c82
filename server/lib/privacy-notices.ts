// The privacy notices the forms show now, read from pages.json (site.privacy) once at start, with
// their versions (schema/api/privacy-notice.ts). A submission is accepted with the current version
// only: the page it came from showed exactly these words.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  NOTICE_PURPOSES,
  type NoticeForm,
  type NoticeLanguage,
  type PrivacySettings,
  type ShownNotice,
  shownNotice,
} from '../../schema/api/privacy-notice.ts';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What a submission stores about the consent given. */
export interface ConsentRecord {
  noticeVersion: string;
  purpose: string;
  language: NoticeLanguage;
  givenAt: Date;
}

export interface PrivacyNotices {
  notice: (form: NoticeForm, language?: NoticeLanguage) => ShownNotice;
  /** The consent to store when `version` is the form's current notice, else null. */
  consentFor: (form: NoticeForm, version: string, givenAt: Date) => ConsentRecord | null;
}

export function privacyNotices(privacy: PrivacySettings): PrivacyNotices {
  // Until issue #17 the forms show English only, so that is the language of every notice shown.
  const shown: Record<NoticeForm, ShownNotice> = {
    contact: shownNotice(privacy, 'contact', 'en', sha256Hex),
    volunteer: shownNotice(privacy, 'volunteer', 'en', sha256Hex),
  };
  return {
    notice: (form, language = 'en') =>
      language === 'en' ? shown[form] : shownNotice(privacy, form, language, sha256Hex),
    consentFor: (form, version, givenAt) =>
      version === shown[form].version
        ? { noticeVersion: version, purpose: NOTICE_PURPOSES[form], language: shown[form].language, givenAt }
        : null,
  };
}

export async function readPrivacyNotices(file: string): Promise<PrivacyNotices> {
  const pages = JSON.parse(await readFile(file, 'utf8')) as { site: { privacy?: PrivacySettings } };
  if (!pages.site.privacy) {
    throw new Error(
      `${file} has no site.privacy: add the forms' privacy notice and the grievance officer (see schema/site.schema.json).`,
    );
  }
  return privacyNotices(pages.site.privacy);
}
