import { normalisePath } from '../routes.ts';
import type { CrossCheck, CrossProblem, PageLike, PagesLike } from './check-context.ts';
import { closest, didYouMean } from './did-you-mean.ts';
import type { Segment } from './json-source.ts';
import { pageIndexOf, walk } from './walk.ts';

/** Fields holding a link, whatever the block: href, applyLink, sectionLink.href, mapLink, ... */
export const LINK_FIELD = /^(href|.+Link|.+Href)$/;
/** Fields holding the bare id of a section on the same page (the hero carousel's scroll button). */
const SECTION_FIELD = /^(target|.+Target)$/;
/** A path whose last part has an extension is a file; the file rule checks those. */
export const looksLikeFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path.split(/[?#]/)[0]);

interface Site {
  byAddress: Map<string, PageLike>;
  addresses: string[];
}

function siteAddresses(data: PagesLike): Site {
  const byAddress = new Map<string, PageLike>();
  const addresses: string[] = [];
  for (const page of data.pages) {
    for (const address of [page.path, ...(page.aliases ?? [])]) {
      byAddress.set(normalisePath(address), page);
      addresses.push(address);
    }
  }
  return { byAddress, addresses };
}

/** The section ids of a page: the `id` of each of its blocks. */
const sectionIds = (page: PageLike) => page.blocks.flatMap((block) => (typeof block.id === 'string' ? [block.id] : []));

/**
 * `lead` says what refers to the section: 'the link "/ccae#mission" jumps to the section "mission"';
 * `written` is how the value is written with another section's id (for the fix a close id offers).
 */
function missingSection(
  lead: string,
  anchor: string,
  page: PageLike,
  here: boolean,
  segments: Segment[],
  written: (id: string) => string,
): CrossProblem {
  const ids = sectionIds(page);
  const whose = here ? 'this page' : `the page ${page.path}`;
  const match = closest(anchor, ids);
  return {
    severity: 'error',
    segments,
    message:
      `${lead}, but no section of ${whose} has "id": "${anchor}".` +
      `${didYouMean(anchor, ids)} Fix the link, or give the section you mean "id": "${anchor}".` +
      (ids.length ? ` Section ids on ${whose}: ${ids.join(', ')}.` : ''),
    ...(match ? { fix: { kind: 'set', segments, value: written(match), label: `Use ${written(match)}` } } : {}),
  };
}

function checkLink(href: string, own: PageLike | undefined, site: Site, segments: Segment[]): CrossProblem | undefined {
  const what = `the link "${href}"`;
  if (href.startsWith('#')) {
    if (!own) {
      return {
        severity: 'error',
        segments,
        message: `${what} is in the site settings, which every page shows, so it would only work on a page that has that section. Write the page's address in front, for example "/careers${href}".`,
      };
    }
    const anchor = href.slice(1);
    return sectionIds(own).includes(anchor)
      ? undefined
      : missingSection(`${what} jumps to the section "${anchor}"`, anchor, own, true, segments, (id) => `#${id}`);
  }
  if (!href.startsWith('/') || href.startsWith('//') || looksLikeFile(href)) return undefined;
  const [path, anchor] = href.split('#');
  const page = site.byAddress.get(normalisePath(path));
  if (!page) {
    const match = closest(path, site.addresses);
    return {
      severity: 'error',
      segments,
      message: `${what} goes to no page of this site.${didYouMean(path, site.addresses)} Fix the address, or add a page (or an alias of a page) with it.`,
      ...(match
        ? { fix: { kind: 'set', segments, value: anchor ? `${match}#${anchor}` : match, label: `Use ${match}` } }
        : {}),
    };
  }
  if (anchor && !sectionIds(page).includes(anchor)) {
    const lead = `${what} jumps to the section "${anchor}"`;
    return missingSection(lead, anchor, page, page === own, segments, (id) => `${path}#${id}`);
  }
  return undefined;
}

/** Every internal link leads to a page (or alias), and every #section to a block id on that page. */
export const internalLinks: CrossCheck = (data) => {
  const site = siteAddresses(data);
  const problems: CrossProblem[] = [];
  for (const { value, segments, key } of walk(data)) {
    if (typeof value !== 'string' || !key) continue;
    const pageIndex = pageIndexOf(segments);
    const own = pageIndex === undefined ? undefined : data.pages[pageIndex];
    let problem: CrossProblem | undefined;
    if (LINK_FIELD.test(key)) problem = checkLink(value, own, site, segments);
    else if (SECTION_FIELD.test(key) && own && /^[a-z][a-z0-9-]*$/.test(value) && !sectionIds(own).includes(value)) {
      const lead = `"${key}": "${value}" names a section to go to`;
      problem = missingSection(lead, value, own, true, segments, (id) => id);
    }
    if (problem) problems.push(problem);
  }
  return problems;
};
