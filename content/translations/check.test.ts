import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../validation/index.ts';
import { checkTranslations } from './check.ts';
import { formatTranslationReports } from './report.ts';

// From a path string: under jsdom, URL is jsdom's, which fileURLToPath rejects.
const dir = `${join(dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/translations')}/`;
const pagesText = readFileSync(`${dir}pages.json`, 'utf8');
const [hindi, telugu] = checkTranslations(pagesText, JSON.parse(pagesText), `${dir}translations`);
const messages = (severity: 'error' | 'warning') =>
  hindi.problems
    .filter((problem) => problem.severity === severity)
    .map((problem) => formatProblem(problem).replace(dir, ''));

describe('the translations checker on a fixture', () => {
  it('lists exactly the texts without a translation, located in pages.json', () => {
    expect(hindi.missing.map((text) => `${text.line}:${text.column} ${text.page ?? 'site'} ${text.pointer}`)).toEqual([
      '6:30 site /contact/address/0',
      '7:56 site /navigation/1/label',
      '9:31 site /footer/columns/0/heading',
      '9:63 site /footer/columns/0/links/0/label',
      '9:110 site /footer/copyright',
      '15:7 / /description',
      '20:54 / /blocks/0/image/alt',
      '21:25 / /blocks/0/buttons/0/label',
      '21:73 / /blocks/0/buttons/1/label',
      '23:43 / /blocks/1/text',
      '29:7 /history /description',
      '31:27 /history /blocks/0/heading',
      '32:44 /history /blocks/1/text',
      '36:11 /history /blocks/2/heading',
      '38:23 /history /blocks/2/items/0/title',
      '38:61 /history /blocks/2/items/0/description/0',
    ]);
    expect(hindi).toMatchObject({ total: 19, translated: 2, stale: 1 });
  });

  it('warns of a stale translation at its "en" in the translation file', () => {
    expect(messages('warning')).toEqual([
      'translations/hi.json:7:25  warning: site > /footer/credit: the English has changed since this was translated (now "Test credit", was "Old credit"); it is shown in English until the translation is checked and "en" updated',
    ]);
  });

  it('refuses translations of pages, sections and fields that are gone, and of what is not a text', () => {
    const errors = messages('error');
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatch(
      /^translations\/hi\.json:8:5 {2}site > \/navigation\/5\/label: the site settings have nothing at/,
    );
    expect(errors[1]).toMatch(
      /^translations\/hi\.json:13:7 {2}\/ > \/blocks\/0\/buttons\/0\/href: this page has no translatable text here \("\/new#story" is an address/,
    );
    expect(errors[2]).toMatch(/^translations\/hi\.json:16:5 {2}\/gone: pages\.json has no page "\/gone"/);
    expect(errors[3]).toMatch(
      /^translations\/hi\.json:20:7 {2}\/history > \/blocks\/3\/heading: this page has nothing at \/blocks\/3\/heading: the section at \/blocks\/3 was removed/,
    );
  });

  it('refuses a file whose language is not its name', () => {
    expect(telugu.problems.map((problem) => formatProblem(problem).replace(dir, ''))).toEqual([
      'translations/te.json:2:3  language: this file is for "te" (its name says so) but "language" is "hi"',
    ]);
  });

  it('prints a count per language and, by default, one line per page begun', () => {
    const lines = formatTranslationReports([hindi], 'per-page').map((line) => line.replace(dir, ''));
    expect(lines).toContain('pages.json:6:30  warning: site settings: 5 texts not yet in translations/hi.json');
    expect(lines).toContain('translations/hi.json: not started: /history (shown in English)');
    expect(lines).toContain(
      'translations/hi.json: 2 of 19 texts translated, 16 missing, 1 stale, 4 errors; missing and stale texts are shown in English.',
    );
  });
});
