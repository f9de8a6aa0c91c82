// The glossary check as npm run pages:check and the dev server run it: each warning in the file where the
// text is written (a translation file, pages.json, the forms' own words), at the word; the count of texts a
// native speaker has reviewed; and the real files following their glossaries.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../validation/index.ts';
import { checkLanguage, checkTranslations } from './check.ts';
import { parseTranslations } from './load.ts';
import { formatTranslationReports } from './report.ts';

// From a path string: under jsdom, URL is jsdom's, which fileURLToPath rejects.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = `${root}/tests/fixtures/glossary`;

function check(dir: string) {
  const pagesText = readFileSync(`${dir}/pages.json`, 'utf8');
  return checkTranslations(pagesText, JSON.parse(pagesText), `${dir}/translations`);
}

describe('the glossary check', { timeout: 30_000 }, () => {
  const [hindi] = check(fixture);
  const warnings = hindi.problems.map((problem) => formatProblem(problem).replaceAll(`${fixture}/`, ''));

  it('warns of a variant to avoid at the word, in the file the text is written in', () => {
    expect(warnings).toContain(
      'translations/hi.json:6:69  warning: site > /navigation/0/label: "फ़ाउंडेशन" translates "Foundation" here, but translations/glossary.hi.json says "संस्था" (the foundation itself)',
    );
    // After an escaped quote the column still lands on the word (each \" is two characters in the file).
    expect(warnings).toContain(
      'translations/hi.json:11:76  warning: /about > /blocks/1/text: "संस्था" translates "institute" here, but translations/glossary.hi.json says "संस्थान"',
    );
    expect(warnings).toContain(
      'pages.json:5:75  warning: /site/privacy/consentLabel: "नोटिस" translates "notice" here, but translations/glossary.hi.json says "सूचना"',
    );
    expect(warnings).toContain(
      'schema/api/form-texts/hi.json:5:29  warning: errorSummaryHeading: "कोई समस्या है" translates "There is a problem" here, but translations/glossary.hi.json says "एक समस्या है"',
    );
  });

  it('says nothing of a text that follows the glossary, and one warning per slip', () => {
    expect(warnings.filter((line) => line.includes('/blocks/0/text'))).toEqual([]);
    expect(warnings).toHaveLength(4);
    expect(hindi.problems.every((problem) => problem.severity === 'warning')).toBe(true);
  });

  it('counts the texts reviewed: a text changed since its review needs review again', () => {
    const lines = formatTranslationReports([hindi], 'per-page');
    // The forms' count follows the real forms' English (the fixture translates a few of them), so it is read
    // from the line and must add up with the fixture's own texts: 3 of the pages, 1 of the notice; the server's
    // words are the repository's, counted for any folder of content (an export has none of the code's files).
    const count = lines
      .map((line) =>
        /^hi: 1 of (\d+) texts reviewed by a native speaker \(pages, menu and footer 1 of 3, privacy notice and e-mails 0 of 1, forms 0 of (\d+), server pages and e-mails 0 of (\d+)\); the others need review by a native speaker \(npm run translations:sheet -- hi\)\.$/.exec(
          line,
        ),
      )
      .find((match) => match !== null);
    expect(count, lines.join('\n')).toBeDefined();
    const [, total, forms, server] = count ?? [];
    expect(Number(forms)).toBeGreaterThan(50);
    expect(Number(server)).toBeGreaterThan(100);
    expect(Number(total)).toBe(3 + 1 + Number(forms) + Number(server));
  });

  it('finds no slip in the real files: every text follows its language’s glossary', () => {
    const glossary = check(root).flatMap((report) =>
      report.problems
        .filter((problem) => problem.message.includes('glossary'))
        .map((problem) => formatProblem(problem)),
    );
    expect(glossary).toEqual([]);
  });

  it('warns of an unsaved translation as the editor holds it, where the editor shows it (its page > place)', () => {
    const pagesText = readFileSync(`${root}/pages.json`, 'utf8');
    const file = JSON.parse(readFileSync(`${root}/translations/te.json`, 'utf8'));
    file.site['/navigation/1/groups/0/links/0/label'].text = 'ఫౌండేషన్ గురించి';
    const unsaved = parseTranslations(JSON.stringify(file, null, 2), `${root}/translations/te.json`, 'te');
    const report = checkLanguage(pagesText, JSON.parse(pagesText), unsaved, 'te');
    expect(
      report.problems
        // The Telugu menu's width on a laptop is another check's (content/validation/check-header-width.ts).
        .filter((problem) => problem.where !== 'site > navigation')
        .map((problem) => `${problem.where}: ${problem.message.replace(/ here, .*/, ' here')}`),
    ).toEqual(['site > /navigation/1/groups/0/links/0/label: "ఫౌండేషన్" translates "Foundation" here']);
  });
});
