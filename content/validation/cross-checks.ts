import { normalisePath } from '../routes.ts';
import { uniqueBlockIds } from './check-block-ids.ts';
import {
  defaultContext,
  type CheckContext,
  type CrossCheck,
  type CrossProblem,
  type PagesLike,
} from './check-context.ts';
import { emailTextLinks } from './check-email-texts.ts';
import { headerWidthWarning } from './check-header-width.ts';
import { referencedFiles } from './check-files.ts';
import { imageAltText } from './check-images.ts';
import { internalLinks } from './check-links.ts';
import { linkedPages } from './check-orphans.ts';
import { onePageHeading } from './check-page-heading.ts';
import { textAdvice } from './check-text.ts';
import { unusedPictures } from './check-unused-pictures.ts';
import type { Segment } from './json-source.ts';

export type { CrossProblem } from './check-context.ts';

function uniqueAddresses(data: PagesLike): CrossProblem[] {
  const owners = new Map<string, string>();
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, pageIndex) => {
    const addresses: [string, Segment[]][] = [[page.path, ['pages', pageIndex, 'path']]];
    for (const [i, alias] of (page.aliases ?? []).entries())
      addresses.push([alias, ['pages', pageIndex, 'aliases', i]]);
    for (const [address, segments] of addresses) {
      const key = normalisePath(address);
      const owner = owners.get(key);
      if (owner !== undefined) {
        problems.push({
          severity: 'error',
          segments,
          message: `the address "${address}" is already used by the page ${owner} (capital letters and a final / do not make addresses different). Give each page its own address.`,
        });
      } else owners.set(key, page.path);
    }
  });
  return problems;
}

function homePage(data: PagesLike): CrossProblem[] {
  if (data.pages.some((page) => page.path === '/')) return [];
  return [
    {
      severity: 'error',
      segments: ['pages'],
      message: 'there is no home page: one page needs "path": "/" (it is also shown for unknown addresses).',
    },
  ];
}

function descriptions(data: PagesLike): CrossProblem[] {
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, pageIndex) => {
    if (!page.description) {
      problems.push({
        severity: 'warning',
        segments: ['pages', pageIndex],
        message: 'has no description: search engines will make up their own summary. Add one or two sentences.',
      });
    } else if (page.description.length > 160) {
      problems.push({
        severity: 'warning',
        segments: ['pages', pageIndex, 'description'],
        message: `the description is ${page.description.length} characters long; search engines cut it after about 160.`,
      });
    }
  });
  return problems;
}

function menuEntries(data: PagesLike): CrossProblem[] {
  return data.site.navigation.flatMap((entry, i) => {
    const segments: Segment[] = ['site', 'navigation', i];
    if (entry.href && entry.groups)
      return [
        {
          severity: 'error' as const,
          segments,
          message: `the menu entry "${entry.label}" has both "href" and "groups": keep "href" for a plain link or "groups" for a drop-down, not both.`,
        },
      ];
    if (!entry.href && !entry.groups)
      return [
        {
          severity: 'error' as const,
          segments,
          message: `the menu entry "${entry.label}" needs either "href" (a plain link) or "groups" (a drop-down).`,
        },
      ];
    return [];
  });
}

/** Rules the schema cannot express. Each takes schema-valid data and returns located problems. */
/** The English header on a laptop; each translation's is checked with its file (content/translations/check.ts). */
function headerFits(data: PagesLike): CrossProblem[] {
  const message = headerWidthWarning((data as { site?: object }).site ?? {}, 'en');
  return message ? [{ severity: 'warning', segments: ['site', 'navigation'], message: `${message}.` }] : [];
}

export const crossChecks: CrossCheck[] = [
  headerFits,
  uniqueAddresses,
  homePage,
  menuEntries,
  descriptions,
  internalLinks,
  uniqueBlockIds,
  referencedFiles,
  imageAltText,
  onePageHeading,
  textAdvice,
  linkedPages,
  unusedPictures,
  emailTextLinks,
];

export function runCrossChecks(data: unknown, context: CheckContext = defaultContext): CrossProblem[] {
  return crossChecks.flatMap((check) => check(data as PagesLike, context));
}

const within = (inner: readonly Segment[], outer: readonly Segment[]) =>
  outer.length <= inner.length && outer.every((segment, at) => inner[at] === segment);

/**
 * The rules that judge each value on its own (a link, a text, a picture), which still hold when another
 * part of the file is refused by the schema. The others draw a conclusion from the whole file ("no link leads
 * here", "no page uses this picture", "no main heading"), which a refused part may make wrong.
 */
const valueChecks: CrossCheck[] = [
  uniqueAddresses,
  menuEntries,
  descriptions,
  internalLinks,
  uniqueBlockIds,
  referencedFiles,
  imageAltText,
  textAdvice,
  emailTextLinks,
];

/**
 * The rules run on content the schema refused somewhere: an emptied heading must not hide a broken
 * link or an overlong paragraph elsewhere until it is fixed. Only the rules that judge one value at a time
 * run; one that trips over a part of the wrong shape is left out this time (it runs again once the shape is
 * right), and nothing is said about a place at or inside one the schema already named, so each mistake
 * still gets one message.
 */
export function checksBesideSchemaErrors(
  data: unknown,
  context: CheckContext,
  schemaProblems: readonly { segments: Segment[] }[],
): CrossProblem[] {
  // A refused address or section id is what links are checked against: while one is refused, a link to it
  // would be reported too (one mistake, two messages), so the link rules wait with the whole-file ones.
  const targetRefused = schemaProblems.some(({ segments }) => {
    const last = segments[segments.length - 1];
    return last === 'id' || last === 'path' || segments.includes('aliases');
  });
  const checks = targetRefused ? valueChecks.filter((check) => check !== internalLinks) : valueChecks;
  const found = checks.flatMap((check) => {
    try {
      return check(data as PagesLike, context);
    } catch {
      return [];
    }
  });
  return found.filter((problem) => !schemaProblems.some((named) => within(problem.segments, named.segments)));
}
