// @vitest-environment node
// The privacy policy says what the join form really does with children, in every language: it accepts
// applicants from MINIMUM_AGE, and one under ADULT_AGE is stored unread for at most the guardian's wait while
// their parent or guardian is asked, and kept only once they confirm. No age the form does not use (the
// usual "under 13") appears, and the paragraph carries the page's mark for the foundation's legal review.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TranslationFile } from '../content/translations/file-shape.ts';
import { localisePage } from '../content/translations/overlay.ts';
import { ADULT_AGE, MINIMUM_AGE } from '../schema/api/date-of-birth.ts';
import { LANGUAGES } from '../schema/api/languages.ts';
import { loadPrivacyConfig } from '../server/privacy/privacy-config.ts';

interface PolicyBlock {
  type: string;
  intro?: string;
  sections?: { title: string; paragraphs: string[] }[];
}
interface Page {
  path: string;
  blocks: PolicyBlock[];
}

const pagesFile = JSON.parse(readFileSync('pages.json', 'utf8')) as { pages: Page[] };
const index = pagesFile.pages.findIndex((page) => page.path === '/PrivacyPolicy');
const SCRIPTS = { en: /[A-Za-z]/, hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ };
const waitDays = loadPrivacyConfig({}, mkdtempSync(join(tmpdir(), 'policy-'))).retention.awaitingGuardianDays;

/** The policy's texts block in `language`, as the site shows it (English where a translation is missing). */
function policyIn(language: (typeof LANGUAGES)[number]): PolicyBlock {
  const translation =
    language === 'en'
      ? undefined
      : (JSON.parse(readFileSync(`translations/${language}.json`, 'utf8')) as TranslationFile);
  const { page } = localisePage(pagesFile, index, translation);
  const block = page.blocks.find((candidate) => candidate.type === 'policy-sections');
  if (!block?.sections) throw new Error('/PrivacyPolicy has no policy-sections block');
  return block;
}

const number = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);

describe.each(LANGUAGES)('the privacy policy in %s', (language) => {
  const policy = policyIn(language);
  const paragraphs = policy.sections?.flatMap((section) => section.paragraphs) ?? [];
  // The page's mark for a text the foundation's lawyer must review, as its intro carries it.
  const mark = /\[[^\]]+\]$/.exec(policy.intro ?? '')?.[0];

  it('names no age limit the join form does not have', () => {
    expect(paragraphs.filter((paragraph) => number(13).test(paragraph))).toEqual([]);
  });

  it('says what happens to an applicant from the minimum age to 17, marked for legal review', () => {
    expect(mark).toBeDefined();
    const children = paragraphs.filter(
      (paragraph) => number(MINIMUM_AGE).test(paragraph) && number(ADULT_AGE - 1).test(paragraph),
    );
    expect(children).toHaveLength(1);
    const [paragraph] = children;
    expect(paragraph).toMatch(number(waitDays));
    expect(paragraph).toMatch(SCRIPTS[language]);
    expect(paragraph.endsWith(mark as string)).toBe(true);
  });
});
