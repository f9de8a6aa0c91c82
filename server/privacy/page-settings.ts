// What the privacy pages show of the site: its name and the notice a guardian reads, which is the
// join form's own notice in pages.json (site.privacy: paragraphs, retention, withdrawal, grievance
// officer), so a non-developer edits it in one place, in each language (a missing translation falls
// back to English, as on the site). The built-in wording is used when it is missing.
import fs from 'node:fs';
import { type Language, LANGUAGES } from '../lib/languages.ts';
import { PAGE_TEXTS } from './page-texts/index.ts';
import type { PageSettings } from './privacy-pages.ts';

type Text = Partial<Record<Language, string>> | undefined;

interface PrivacySettings {
  grievanceOfficer?: { role?: Text; email?: string; phone?: string };
  withdrawal?: Text;
  volunteer?: { paragraphs?: Text[]; retention?: Text };
}

export function noticeOf(privacy: PrivacySettings | undefined, language: Language = 'en'): string[] | undefined {
  const form = privacy?.volunteer;
  if (!privacy || !form?.paragraphs) return undefined;
  const pick = (text: Text) => text?.[language] || text?.en;
  const officer = privacy.grievanceOfficer;
  const grievance = officer
    ? PAGE_TEXTS[language].grievanceOfficer(
        [pick(officer.role), officer.email, officer.phone].filter(Boolean).join(', '),
      )
    : undefined;
  const texts = [...form.paragraphs.map(pick), pick(form.retention), pick(privacy.withdrawal), grievance];
  return texts.filter((text): text is string => typeof text === 'string' && text !== '');
}

export function readPageSettings(organisation: string, pagesFile: string): PageSettings {
  try {
    const privacy = JSON.parse(fs.readFileSync(pagesFile, 'utf8')).site?.privacy;
    return {
      organisation,
      notices: Object.fromEntries(LANGUAGES.map((language) => [language, noticeOf(privacy, language)])),
    };
  } catch {
    return { organisation };
  }
}
