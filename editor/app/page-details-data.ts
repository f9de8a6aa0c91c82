/**
 * A page's own texts, its title and description, as a small form: their schema is taken from
 * schema/page.schema.json as it is (both may be left out), and a change is put back into the page where
 * those fields are written, so a save changes only their lines. Their translations are the page's `/title`
 * and `/description` (translatable.ts: pointers inside the page, beside its sections' `/blocks/N/...`).
 */
import type { RJSFSchema } from '@rjsf/utils';
import pageSchema from '../../schema/page.schema.json';
import type { Page } from '../../content/types.ts';
import type { FieldProblem } from './backend.ts';

export const DETAIL_FIELDS = ['title', 'description'] as const;
export type PageDetails = Partial<Record<(typeof DETAIL_FIELDS)[number], string>>;

const properties = pageSchema.properties as Record<string, RJSFSchema>;

/** The form's schema: the page schema's title and description, the description in a text box. */
export const PAGE_DETAILS_SCHEMA: RJSFSchema = {
  type: 'object',
  properties: {
    title: properties.title,
    description: { ...properties.description, 'x-editor': 'long-text' } as RJSFSchema,
  },
  required: (pageSchema.required as string[]).filter((field) => (DETAIL_FIELDS as readonly string[]).includes(field)),
};

export function detailsOf(page: Page): PageDetails {
  const details: PageDetails = {};
  for (const field of DETAIL_FIELDS) if (page[field] !== undefined) details[field] = page[field];
  return details;
}

/**
 * The page with `details`: a field keeps its place, one emptied is left out (the schema allows it: no title
 * shows the organisation's name), one added goes before the sections, where a new page has it.
 */
export function withDetails(page: Page, details: PageDetails): Page {
  const entries = Object.entries(page).filter(
    ([key]) => !(DETAIL_FIELDS as readonly string[]).includes(key) || details[key as keyof PageDetails] !== undefined,
  );
  const next: [string, unknown][] = entries.map(([key, value]) =>
    (DETAIL_FIELDS as readonly string[]).includes(key) ? [key, details[key as keyof PageDetails]] : [key, value],
  );
  for (const field of DETAIL_FIELDS) {
    if (details[field] === undefined || Object.hasOwn(page, field)) continue;
    const previous = DETAIL_FIELDS.slice(0, DETAIL_FIELDS.indexOf(field));
    const after = next.findLastIndex(([key]) => key === 'path' || key === 'aliases' || previous.includes(key as never));
    next.splice(after + 1, 0, [field, details[field]]);
  }
  return Object.fromEntries(next) as unknown as Page;
}

/** The places of the texts `next` no longer has (`/title` when the title was emptied): their translations go. */
export const removedTexts = (page: Page, next: Page): string[] =>
  DETAIL_FIELDS.filter((field) => page[field] !== undefined && next[field] === undefined).map((field) => `/${field}`);

/**
 * The checker's messages for the form: those on the title or description, and those about the page as a
 * whole ("has no description"), which the form shows above its fields.
 */
export function detailProblems(problems: FieldProblem[], pageIndex: number): FieldProblem[] {
  return problems.filter(
    ({ path }) =>
      path[0] === 'pages' &&
      path[1] === pageIndex &&
      (path.length === 2 || (DETAIL_FIELDS as readonly unknown[]).includes(path[2])),
  );
}
