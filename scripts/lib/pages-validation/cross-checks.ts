import type { Segment } from './json-source.ts';

export interface CrossProblem {
  severity: 'error' | 'warning';
  segments: Segment[];
  message: string;
}

interface PageLike { path: string; aliases?: string[]; description?: string; blocks: unknown[] }
interface NavEntryLike { label: string; href?: string; groups?: unknown[] }
interface PagesLike { site: { navigation: NavEntryLike[] }; pages: PageLike[] }

/** The form in which two addresses count as the same page: no case, no trailing slash. */
export function normalisePath(path: string): string {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

function uniqueAddresses(data: PagesLike): CrossProblem[] {
  const owners = new Map<string, string>();
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, pageIndex) => {
    const addresses: [string, Segment[]][] = [[page.path, ['pages', pageIndex, 'path']]];
    page.aliases?.forEach((alias, i) => addresses.push([alias, ['pages', pageIndex, 'aliases', i]]));
    for (const [address, segments] of addresses) {
      const key = normalisePath(address);
      const owner = owners.get(key);
      if (owner !== undefined) {
        problems.push({ severity: 'error', segments, message: `the address "${address}" is already used by the page ${owner} (capital letters and a final / do not make addresses different). Give each page its own address.` });
      } else owners.set(key, page.path);
    }
  });
  return problems;
}

function homePage(data: PagesLike): CrossProblem[] {
  if (data.pages.some((page) => page.path === '/')) return [];
  return [{ severity: 'error', segments: ['pages'], message: 'there is no home page: one page needs "path": "/" (it is also shown for unknown addresses).' }];
}

function descriptions(data: PagesLike): CrossProblem[] {
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, pageIndex) => {
    if (!page.description) {
      problems.push({ severity: 'warning', segments: ['pages', pageIndex], message: 'has no description: search engines will make up their own summary. Add one or two sentences.' });
    } else if (page.description.length > 160) {
      problems.push({ severity: 'warning', segments: ['pages', pageIndex, 'description'], message: `the description is ${page.description.length} characters long; search engines cut it after about 160.` });
    }
  });
  return problems;
}

function menuEntries(data: PagesLike): CrossProblem[] {
  return data.site.navigation.flatMap((entry, i) => {
    const segments: Segment[] = ['site', 'navigation', i];
    if (entry.href && entry.groups) return [{ severity: 'error' as const, segments, message: `the menu entry "${entry.label}" has both "href" and "groups": keep "href" for a plain link or "groups" for a drop-down, not both.` }];
    if (!entry.href && !entry.groups) return [{ severity: 'error' as const, segments, message: `the menu entry "${entry.label}" needs either "href" (a plain link) or "groups" (a drop-down).` }];
    return [];
  });
}

/** Rules the schema cannot express. Each takes schema-valid data and returns located problems. */
export const crossChecks: ((data: PagesLike) => CrossProblem[])[] = [uniqueAddresses, homePage, menuEntries, descriptions];

export function runCrossChecks(data: unknown): CrossProblem[] {
  return crossChecks.flatMap((check) => check(data as PagesLike));
}
