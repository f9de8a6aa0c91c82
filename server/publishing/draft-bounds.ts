// What a draft must be before it is stored: within the site's size limits (DRAFT_MAX_PAGES, DRAFT_MAX_KB), and
// with every page address (path and aliases) one the schema accepts, since a release writes a file for each.
// Anything else may be saved unfinished: the checker lists it, and nothing unchecked is previewed or published.
import pageSchema from '../../schema/page.schema.json' with { type: 'json' };
import { isPageAddress } from '../../content/release-files.ts';
import type { ContentFiles } from './content-files.ts';

export interface DraftBounds {
  maxPages: number;
  maxKb: number;
}

export interface DraftRefusal {
  status: 413 | 422;
  message: string;
}

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/** The refusal of texts larger than a draft may be (DRAFT_MAX_KB), or undefined; a working copy has this limit too. */
export function refuseDraftSize(files: ContentFiles, bounds: DraftBounds): DraftRefusal | undefined {
  const bytes = [files.pagesText, ...Object.values(files.translations)].reduce(
    (sum, text) => sum + Buffer.byteLength(text ?? ''),
    0,
  );
  if (kb(bytes) <= bounds.maxKb) return undefined;
  return {
    status: 413,
    message: `Not saved: this draft is ${kb(bytes).toLocaleString('en-IN')} KB, and a draft may be at most ${bounds.maxKb.toLocaleString('en-IN')} KB (pages and translations together). Remove pages or long texts you do not need, or ask the person who looks after the server about DRAFT_MAX_KB.`,
  };
}

/** The refusal of a draft that breaks the bounds, or undefined for a draft that may be stored. */
export function refuseDraft(files: ContentFiles, bounds: DraftBounds): DraftRefusal | undefined {
  const tooLarge = refuseDraftSize(files, bounds);
  if (tooLarge) return tooLarge;
  let parsed: unknown;
  try {
    parsed = JSON.parse(files.pagesText);
  } catch {
    return undefined; // the checker names the syntax error; such a draft is never rendered
  }
  const pages = (parsed as { pages?: unknown })?.pages;
  if (!Array.isArray(pages)) return undefined;
  if (pages.length > bounds.maxPages)
    return {
      status: 413,
      message: `Not saved: this draft has ${pages.length.toLocaleString('en-IN')} pages, and the site may have at most ${bounds.maxPages.toLocaleString('en-IN')}. Remove pages you do not need, or ask the person who looks after the server about DRAFT_MAX_PAGES.`,
    };
  const problems: string[] = [];
  pages.forEach((page, index) => {
    const { path, aliases } = (page ?? {}) as { path?: unknown; aliases?: unknown };
    if (aliases !== undefined && !Array.isArray(aliases))
      problems.push(`page ${index + 1} has aliases that are not a list`);
    const addresses = [path, ...(Array.isArray(aliases) ? aliases : [])];
    for (const address of addresses)
      if (!isPageAddress(address))
        problems.push(`page ${index + 1} has the address ${JSON.stringify(address ?? '(none)').slice(0, 80)}`);
  });
  if (problems.length)
    return {
      status: 422,
      message: `Not saved: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` and ${problems.length - 5} more` : ''}. ${pageSchema.properties.path.patternErrorMessage}`,
    };
  return undefined;
}
