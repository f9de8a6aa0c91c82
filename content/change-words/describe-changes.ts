/**
 * What changed between two revisions, in words a volunteer reads (the history's "Show changes"): page by page
 * (named as the editor names it, page-names.ts) and section by section (by its type's name as the editor shows
 * it and its heading), then each part of the site settings ("Top menu", "Footer"). A page's own lines say its
 * settings (address, title) and its sections added, removed or moved, one line each; a section's lines say
 * its fields (describe-values.ts), each language's text beside the English.
 */
import pageSchema from '../../schema/page.schema.json' with { type: 'json' };
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { PageChanges, SectionChanges } from '../../schema/api/publishing.ts';
import { pageChoiceName } from '../page-names.ts';
import { entryWords, shortTitle, type TitledSchema } from '../place-words.ts';
import type { TranslationFile } from '../translations/file-shape.ts';
import type { Block, Page } from '../types.ts';
import { describeValue, movedWords, quoted, type TextsByLanguage, type Walk } from './describe-values.ts';
import { matchLists } from './list-match.ts';

/** A revision's pages.json and translation files, parsed. */
export interface RevisionContent {
  pages: { site?: Record<string, unknown>; pages?: Page[] };
  translations: Partial<Record<TranslatedLanguage, Partial<TranslationFile>>>;
}

/** The names the editor shows: each block type's title and schema, and the site settings' schema. */
export interface ContentNames {
  kinds: readonly { type: string; title: string; schema: TitledSchema }[];
  site: TitledSchema;
}

const textsOf = (
  content: RevisionContent,
  pick: (file: Partial<TranslationFile>) => TranslationFile['site'] | undefined,
): TextsByLanguage =>
  Object.fromEntries(
    Object.entries(content.translations).map(([language, file]) => [language, (file && pick(file)) ?? {}]),
  );

const kindName = (block: Block, names: ContentNames) =>
  shortTitle(
    names.kinds.find((candidate) => candidate.type === block.type),
    block.type,
  );

/** A section's group: "Text: Our History", or its type alone ("Gallery"). */
function sectionName(block: Block, names: ContentNames): string {
  const words = entryWords(block);
  return words ? `${kindName(block, names)}: ${words}` : kindName(block, names);
}

/** A section in a sentence: '"Our Interventions" (Topics beside a panel)', else by its type: '"Gallery"'. */
function sectionInWords(block: Block, names: ContentNames): string {
  const words = entryWords(block);
  return words ? `${quoted(words)} (${kindName(block, names)})` : quoted(kindName(block, names));
}

function pageChanges(old: Page, now: Page, names: ContentNames, before: RevisionContent, after: RevisionContent) {
  const texts = {
    before: textsOf(before, (file) => file.pages?.[old.path]),
    after: textsOf(after, (file) => file.pages?.[now.path]),
  };
  const own: Walk = { lines: [], ...texts };
  const { blocks: oldBlocks, ...oldSettings } = old;
  const { blocks: newBlocks, ...newSettings } = now;
  describeValue(
    own,
    pageSchema as TitledSchema,
    [],
    { value: oldSettings, pointer: '' },
    { value: newSettings, pointer: '' },
  );

  const found = matchLists(oldBlocks, newBlocks, entryWords, (a, b) => a.type === b.type);
  for (const i of found.removed) own.lines.push({ words: `Removed section ${sectionInWords(oldBlocks[i], names)}` });
  for (const j of found.added) own.lines.push({ words: `Added section ${sectionInWords(newBlocks[j], names)}` });
  for (const j of found.moved)
    own.lines.push({ words: movedWords(newBlocks, j, (block) => sectionInWords(block, names)) });
  const sections: SectionChanges[] = own.lines.length ? [{ lines: own.lines }] : [];
  for (const [i, j] of found.pairs) {
    const walk: Walk = { lines: [], ...texts };
    const schema = names.kinds.find((kind) => kind.type === newBlocks[j].type)?.schema;
    describeValue(
      walk,
      schema,
      [],
      { value: oldBlocks[i], pointer: `/blocks/${i}` },
      { value: newBlocks[j], pointer: `/blocks/${j}` },
    );
    if (walk.lines.length) sections.push({ section: sectionName(newBlocks[j], names), lines: walk.lines });
  }
  return sections;
}

function allPages(before: RevisionContent, after: RevisionContent, names: ContentNames): PageChanges[] {
  const old = before.pages.pages ?? [];
  const now = after.pages.pages ?? [];
  // A page keeps its address, or its sections or title when its address changed.
  const found = matchLists(
    old,
    now,
    (page) => page.path,
    (a, b) =>
      a.path === b.path || JSON.stringify(a.blocks) === JSON.stringify(b.blocks) || (!!a.title && a.title === b.title),
  );
  const changes: PageChanges[] = [];
  for (const [i, j] of found.pairs) {
    const sections = pageChanges(old[i], now[j], names, before, after);
    if (sections.length) changes.push({ page: `Page ${pageChoiceName(now[j])}`, sections });
  }
  for (const j of found.added)
    changes.push({ page: `Page ${pageChoiceName(now[j])}`, sections: [{ lines: [{ words: 'Added this page' }] }] });
  for (const i of found.removed)
    changes.push({ page: `Page ${pageChoiceName(old[i])}`, sections: [{ lines: [{ words: 'Removed this page' }] }] });
  return changes;
}

function siteParts(before: RevisionContent, after: RevisionContent, names: ContentNames): PageChanges[] {
  const old = before.pages.site ?? {};
  const now = after.pages.site ?? {};
  const texts = { before: textsOf(before, (file) => file.site), after: textsOf(after, (file) => file.site) };
  const changes: PageChanges[] = [];
  for (const part of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const schema = names.site.properties?.[part] as TitledSchema | undefined;
    const walk: Walk = { lines: [], ...texts };
    const place = (site: Record<string, unknown>) =>
      Object.hasOwn(site, part) ? { value: site[part], pointer: `/${part}` } : undefined;
    describeValue(walk, schema, [], place(old), place(now));
    if (walk.lines.length) changes.push({ page: schema?.title ?? part, sections: [{ lines: walk.lines }] });
  }
  return changes;
}

/** Every change from `before` to `after`: the pages in the newer revision's order, then the site settings. */
export function describeChanges(before: RevisionContent, after: RevisionContent, names: ContentNames): PageChanges[] {
  return [...allPages(before, after, names), ...siteParts(before, after, names)];
}
