// @vitest-environment node
// The page details form's data (editor/app/page-details-data.ts): the fields from the page schema, a change
// put back where the page has it, and the checker's messages that belong to the form.
import { describe, expect, it } from 'vitest';
import type { FieldProblem } from '../editor/app/backend.ts';
import {
  detailProblems,
  detailsOf,
  PAGE_DETAILS_SCHEMA,
  removedTexts,
  withDetails,
} from '../editor/app/page-details-data.ts';
import { type Translations, withoutTexts } from '../editor/app/translations.ts';
import type { Page } from '../content/types.ts';

const page = { path: '/history', aliases: ['/our-history'], description: 'Our story.', blocks: [] } as Page;

describe('page details', () => {
  it('takes the title and description from the page schema, neither required, the description in a text box', () => {
    expect(Object.keys(PAGE_DETAILS_SCHEMA.properties ?? {})).toEqual(['title', 'description']);
    expect(PAGE_DETAILS_SCHEMA.required).toEqual([]);
    expect(PAGE_DETAILS_SCHEMA.properties?.description).toMatchObject({ 'x-editor': 'long-text' });
    expect(detailsOf(page)).toEqual({ description: 'Our story.' });
  });

  it('keeps each field in its place, adds a title before the description, and leaves an emptied one out', () => {
    const titled = withDetails(page, { title: 'History', description: 'Our story, told again.' });
    expect(Object.keys(titled)).toEqual(['path', 'aliases', 'title', 'description', 'blocks']);
    expect(titled).toMatchObject({ title: 'History', description: 'Our story, told again.' });
    const untitled = withDetails(titled, { description: 'Our story, told again.' });
    expect(Object.keys(untitled)).toEqual(['path', 'aliases', 'description', 'blocks']);
    const bare = withDetails({ path: '/x', blocks: [] } as unknown as Page, { description: 'D', title: 'T' });
    expect(Object.keys(bare)).toEqual(['path', 'title', 'description', 'blocks']);
  });

  it("shows the checker's messages on the title, the description and the page as a whole, not its sections'", () => {
    const problem = (path: (string | number)[]): FieldProblem => ({
      severity: 'warning',
      where: '',
      message: path.join('.'),
      path,
    });
    const problems = [
      problem(['pages', 3]),
      problem(['pages', 3, 'description']),
      problem(['pages', 3, 'title']),
      problem(['pages', 3, 'blocks', 0, 'heading']),
      problem(['pages', 4, 'description']),
    ];
    expect(detailProblems(problems, 3).map((p) => p.message)).toEqual([
      'pages.3',
      'pages.3.description',
      'pages.3.title',
    ]);
  });

  it("takes an emptied title's translations out with it, in every language, and nothing else", () => {
    const titled = withDetails(page, { title: 'History', description: 'Our story.' });
    const emptied = withDetails(titled, { description: 'Our story.' });
    expect(removedTexts(titled, emptied)).toEqual(['/title']);
    expect(removedTexts(page, titled)).toEqual([]);
    const file = (language: 'hi' | 'te', title: string) => ({
      language,
      review: '',
      site: {},
      pages: {
        '/history': { '/title': { en: 'History', text: title }, '/description': { en: 'Our story.', text: 'x' } },
        '/': { '/title': { en: 'Home', text: 'y' } },
      },
    });
    const translations: Translations = { hi: file('hi', 'इतिहास'), te: file('te', 'చరిత్ర') };
    const after = withoutTexts(translations, '/history', ['/title']);
    for (const language of ['hi', 'te'] as const) {
      expect(Object.keys(after[language].pages['/history'])).toEqual(['/description']);
      expect(after[language].pages['/']).toBe(translations[language].pages['/']);
    }
    expect(withoutTexts(translations, '/history', [])).toBe(translations);
  });
});
