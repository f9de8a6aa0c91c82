// What the privacy pages show of the site: its name and the notice a guardian reads, which is the
// join form's own notice in pages.json (site.privacy: paragraphs, retention, withdrawal, grievance
// officer), so a non-developer edits it in one place. The built-in wording is used when it is missing.
import fs from 'node:fs';
import type { PageSettings } from './privacy-pages.ts';

type Text = { en?: string } | undefined;

interface PrivacySettings {
  grievanceOfficer?: { role?: Text; email?: string; phone?: string };
  withdrawal?: Text;
  volunteer?: { paragraphs?: Text[]; retention?: Text };
}

export function noticeOf(privacy: PrivacySettings | undefined): string[] | undefined {
  const form = privacy?.volunteer;
  if (!privacy || !form?.paragraphs) return undefined;
  const officer = privacy.grievanceOfficer;
  const grievance = officer
    ? `Grievance officer: ${[officer.role?.en, officer.email, officer.phone].filter(Boolean).join(', ')}.`
    : undefined;
  const texts = [...form.paragraphs.map((p) => p?.en), form.retention?.en, privacy.withdrawal?.en, grievance];
  return texts.filter((text): text is string => typeof text === 'string' && text !== '');
}

export function readPageSettings(organisation: string, pagesFile: string): PageSettings {
  try {
    const pages = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
    return { organisation, notice: noticeOf(pages.site?.privacy) };
  } catch {
    return { organisation };
  }
}
