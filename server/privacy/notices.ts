// The privacy notices the forms show now, read from pages.json (site.privacy) once at start, with
// their versions (schema/api/privacy-notice.ts). A submission is accepted with a current version
// only (of any language): the page it came from showed exactly these words, in that language.
import { createHash } from 'node:crypto';
import { LANGUAGES } from '../../schema/api/languages.ts';
import {
  NOTICE_PURPOSES,
  type NoticeForm,
  type NoticeLanguage,
  type PrivacySettings,
  type ShownNotice,
  shownNotice,
} from '../../schema/api/privacy-notice.ts';

import type { ConsentRecord } from '../submissions/repository.ts';

export type { ConsentRecord };

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface PrivacyNotices {
  notice: (form: NoticeForm, language?: NoticeLanguage) => ShownNotice;
  /** The consent to store when `version` is the form's current notice, else null. */
  consentFor: (form: NoticeForm, version: string, givenAt: Date) => ConsentRecord | null;
}

export function privacyNotices(privacy: PrivacySettings): PrivacyNotices {
  // Each form's notice in every language a page may show it in (a language without its own words
  // shows the English ones); the language is part of the hashed words, so a version names one language.
  const shown = (form: NoticeForm) => LANGUAGES.map((language) => shownNotice(privacy, form, language, sha256Hex));
  const notices: Record<NoticeForm, ShownNotice[]> = {
    contact: shown('contact'),
    volunteer: shown('volunteer'),
    donation: shown('donation'),
  };
  return {
    notice: (form, language = 'en') => notices[form].find((notice) => notice.language === language) ?? notices[form][0],
    consentFor: (form, version, givenAt) => {
      const notice = notices[form].find((candidate) => candidate.version === version);
      return notice
        ? { noticeVersion: version, purpose: NOTICE_PURPOSES[form], language: notice.language, givenAt }
        : null;
    },
  };
}
