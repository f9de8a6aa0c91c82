// The review sheet, on a copy of the real content: exported, three cells corrected and one confirmed in a
// spreadsheet (saved with semicolons, as Excel does in many locales), applied, and the site shows them;
// a broken placeholder and the other slips are refused with their row, and nothing is written.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkTranslations, sourceContext } from './check.ts';
import { loadGlossary } from './glossary.ts';
import { parseTranslations } from './load.ts';
import type { PagesFile } from '../types.ts';
import { localisePage } from './overlay.ts';
import { sheetCsv, sheetRows } from './sheet.ts';
import { applySheet } from './sheet-apply.ts';
import { loadSources } from './text-sources.ts';
import { reviewLine } from './report.ts';
import { parseReviewRecord, reviewRecordFile } from './review-record.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FILES = [
  'pages.json',
  'translations/hi.json',
  'translations/glossary.hi.json',
  'schema/api/form-texts/hi.json',
  'src/shared/i18n/ui-strings/en.json',
  'src/shared/i18n/ui-strings/hi.json',
];
const TODAY = '2026-05-01';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sheet-'));
  for (const file of FILES) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
});

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const context = () => {
  const pagesText = read('pages.json');
  return sourceContext(root, 'hi', pagesText, JSON.parse(pagesText));
};
const exported = () => {
  const record = parseReviewRecord(context().read(reviewRecordFile('hi')), 'hi').data;
  return sheetCsv(sheetRows(loadSources(context()), loadGlossary('hi', join(root, 'translations'))?.data, record));
};

/** The sheet as a spreadsheet gives it back: cells edited, saved with semicolons. */
function edited(csv: string, cells: Record<string, string>, edit: (row: Record<string, string>) => void = () => {}) {
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  for (const row of rows) {
    if (row.where in cells) row.corrected = cells[row.where];
    edit(row);
  }
  return stringify(rows, { header: true, delimiter: ';', columns: Object.keys(rows[0]) });
}

function apply(csv: string) {
  const result = applySheet(
    csv,
    'review-hi.csv',
    context(),
    loadGlossary('hi', join(root, 'translations'))?.data,
    TODAY,
  );
  for (const [file, text] of result.writes) writeFileSync(join(root, file), text);
  return result;
}

const HEADING = 'translations/hi.json /history /blocks/0/heading';
const CONSENT = 'pages.json /site/privacy/consentLabel';
const SUMMARY = 'schema/api/form-texts/hi.json errorSummaryHeading';
const MAX_LENGTH = 'schema/api/form-texts/hi.json validation.maxLength';

describe('the review sheet', { timeout: 30_000 }, () => {
  it('is UTF-8 with a byte order mark and CRLF, one row per text, its columns named for a translator', () => {
    const csv = exported();
    expect(csv.startsWith('\uFEFFwhere,page,field,English,current translation,glossary hints,corrected\r\n')).toBe(
      true,
    );
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const consent = JSON.parse(read('pages.json')).site.privacy.consentLabel;
    expect(rows.find((row) => row.where === CONSENT)).toMatchObject({
      page: 'the privacy notice beside every form',
      field: 'consentLabel',
      English: consent.en,
      'current translation': consent.hi,
      corrected: '',
    });
    expect(rows.find((row) => row.where === CONSENT)?.['glossary hints']).toContain('foundation → संस्था');
    // A figure's unit after its number starts with a space: quoted, so a spreadsheet keeps it.
    expect(csv).toContain(',K+," हज़ार+",starts with a space: keep it,');
    expect(rows.length).toBeGreaterThan(1100);
  });

  it('round-trips: three corrections and a confirmation are applied, shown by the site and counted as reviewed', () => {
    const pagesBefore = read('pages.json');
    const result = apply(
      edited(exported(), {
        [HEADING]: 'जहाँ से सब शुरू हुआ',
        [CONSENT]: 'मैंने यह सूचना पढ़ ली है और मैं सहमत हूँ कि संस्था इसी उद्देश्य के लिए मेरी जानकारी का उपयोग करे।',
        [SUMMARY]: 'फ़ॉर्म में एक समस्या है',
        [MAX_LENGTH]: 'OK',
      }),
    );
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ corrected: 3, confirmed: 1 });

    // The page shows the new heading in Hindi.
    const pages = JSON.parse(read('pages.json')) as PagesFile;
    const history = pages.pages.findIndex((page: { path: string }) => page.path === '/history');
    const translations = parseTranslations(read('translations/hi.json'), 'translations/hi.json', 'hi').data;
    const { page } = localisePage(pages, history, translations);
    expect((page.blocks[0] as { heading: string }).heading).toBe('जहाँ से सब शुरू हुआ');
    // pages.json: the Hindi consent label changed, every other line as it was.
    expect(pages.site.privacy?.consentLabel.hi).toContain('इसी उद्देश्य');
    const changedLines = read('pages.json')
      .split('\n')
      .filter((line, i) => line !== pagesBefore.split('\n')[i]);
    expect(changedLines).toHaveLength(1);
    expect(JSON.parse(read('schema/api/form-texts/hi.json')).texts.errorSummaryHeading).toBe('फ़ॉर्म में एक समस्या है');

    const [hindi] = checkTranslations(read('pages.json'), pages, join(root, 'translations'));
    expect(reviewLine(hindi)).toMatch(
      /^hi: 4 of \d+ texts reviewed by a native speaker \(pages, menu and footer 1 of \d+, privacy notice and e-mails 1 of \d+, forms 2 of \d+, words around the content 0 of \d+/,
    );
    const again = parse(exported().replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(again.find((row) => row.where === HEADING)?.['glossary hints']).toContain(`reviewed ${TODAY}`);
  });

  it('refuses a broken placeholder, naming the row, and writes nothing', () => {
    const before = FILES.map(read);
    const result = apply(edited(exported(), { [MAX_LENGTH]: '{लेबल} में अधिकतम {limit} अक्षर हो सकते हैं।' }));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^review-hi\.csv row \d+ \(schema\/api\/form-texts\/hi\.json validation\.maxLength\): the corrected text must keep \{label\}, \{limit\} exactly as in the English: it lacks \{label\}/,
    );
    expect(result.writes.size).toBe(0);
    expect(FILES.map(read)).toEqual(before);
  });

  it('refuses the other slips of a spreadsheet, each with its row', () => {
    const result = apply(
      edited(exported(), { [HEADING]: 'Where it all began', [SUMMARY]: '?????? ??????' }, (row) => {
        if (row.where === CONSENT) row.English = 'An older English.';
        if (row.where === CONSENT) row.corrected = 'पुराना पाठ';
      }),
    );
    expect(result.errors.map((error) => error.replace(/row \d+/, 'row N'))).toEqual([
      'review-hi.csv row N (translations/hi.json /history /blocks/0/heading): the corrected text is not in Devanagari; write the translation itself (or "ok" to confirm the current one)',
      `review-hi.csv row N (pages.json /site/privacy/consentLabel): the English has changed since the sheet was made (now "${JSON.parse(read('pages.json')).site.privacy.consentLabel.en.slice(0, 57)}..."); make a new sheet for it`,
      'review-hi.csv row N (schema/api/form-texts/hi.json errorSummaryHeading): its letters were lost when the sheet was saved (question marks or �): in Excel save it as "CSV UTF-8", in Google Sheets download it as CSV',
    ]);
    expect(result.writes.size).toBe(0);
  });

  it('refuses a file that is not a review sheet', () => {
    expect(apply('name,text\nx,y\n').errors).toEqual([
      'review-hi.csv: row 1 must be the sheet\'s column names (where, page, field, English, current translation, glossary hints, corrected), starting with "where". Was this file made by npm run translations:sheet?',
    ]);
  });
});
