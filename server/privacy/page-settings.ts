// What the privacy pages show of the site: its name and the grievance officer the notices name
// (pages.json site.privacy.grievanceOfficer, in each language; a missing translation falls back to
// English, as on the site). The guardian's notice itself is in server/words (guardianPage.notice): it
// speaks to the parent about the child's application, which the applicant's notice in pages.json cannot.
import { type Language, LANGUAGES } from '../../schema/api/languages.ts';
import type { PageSettings } from './privacy-pages.ts';

type Text = Partial<Record<Language, string>> | undefined;

export interface PrivacySettings {
  grievanceOfficer?: { role?: Text; email?: string; phone?: string };
}

/** The grievance officer in `language`: their role, and how to reach them. */
function grievanceOf(privacy: PrivacySettings | undefined, language: Language) {
  const officer = privacy?.grievanceOfficer;
  const role = officer?.role?.[language] || officer?.role?.en;
  if (!officer || !role) return undefined;
  return { role, contact: [officer.email, officer.phone].filter(Boolean).join(', ') };
}

/** The privacy pages' settings from the site's content: its name and the grievance officer in each language. */
export function pageSettingsOf(organisation: string, privacy: PrivacySettings | undefined): PageSettings {
  const grievance = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const officer = grievanceOf(privacy, language);
      return officer ? [[language, officer]] : [];
    }),
  );
  return { organisation, grievance };
}
