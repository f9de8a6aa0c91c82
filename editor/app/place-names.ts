/**
 * A place in the content named as a person sees it: "Top menu > Interventions > Healthcare > Goes to"
 * rather than site settings > navigation[3].groups[2].links[4].href (the naming rules: content/place-words.ts).
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { PagesFile } from '../../content/types.ts';
import pageSchema from '../../schema/page.schema.json';
import { entryWords, namesWithin, shortTitle } from '../../content/place-words.ts';
import type { BlockKind, Segment } from './backend.ts';

const PAGE_FIELDS = pageSchema.properties as Record<string, { title?: string }>;

export interface PlaceContext {
  data: PagesFile;
  kinds: BlockKind[];
  site: RJSFSchema | undefined;
}

/** "Page /history > Section 3, Hero: Our history > Button 2 > Goes to", or "Top menu > Interventions > Healthcare". */
export function placeName(path: readonly Segment[], { data, kinds, site }: PlaceContext): string {
  const [root, pageIndex, list, section, ...rest] = path;
  if (root === 'site')
    return namesWithin(site, data.site, path.slice(1), true).join(' > ') || 'Menu, footer and site settings';
  if (root !== 'pages' || typeof pageIndex !== 'number') return 'The whole site';
  const page = data.pages[pageIndex];
  const names = [`Page ${page?.path ?? pageIndex + 1}`];
  if (list === 'blocks' && typeof section === 'number') {
    const block = page?.blocks[section];
    const kind = kinds.find((candidate) => candidate.type === block?.type);
    const words = entryWords(block);
    names.push(
      `Section ${section + 1}, ${shortTitle(kind, String(block?.type ?? 'section'))}${words ? `: ${words}` : ''}`,
    );
    names.push(...namesWithin(kind?.schema, block, rest));
  } else if (list !== undefined) {
    names.push(PAGE_FIELDS[list]?.title ?? String(list));
  }
  return names.join(' > ');
}
