// @vitest-environment node
// A new section starts from neutral content: every block type's starter passes the checker on a new
// page, links only to the home page, and carries none of the example's words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validatePagesText } from '../../content/validation/index.ts';
import { walk } from '../../content/validation/walk.ts';
import { blockKinds } from '../../content/block-schemas.ts';
import { listPictures } from '../../content/pictures/picture-files.ts';
import type { BlockKind } from './backend.ts';
import { placeSection } from './new-section.ts';
import { STARTER_ALT, starterSection } from './starter.ts';

const kinds = blockKinds('.') as unknown as BlockKind[];
const pictures = listPictures('public');
const site = JSON.parse(readFileSync('pages.json', 'utf8'));

describe('a new section', () => {
  it.each(kinds.map((kind) => [kind.type, kind] as const))('of type %s passes the checker', (_type, kind) => {
    const data = structuredClone(site);
    const starter = starterSection(kind, pictures);
    // A new page starts with a text section holding its main heading; the section is added after it.
    const heading = { type: 'rich-text', heading: 'Upcoming Events', level: 1, paragraphs: ['Soon.'] };
    const { blocks } = placeSection([heading as never], starter, kind, kinds, 0);
    data.pages.push({ path: '/upcoming-events', title: 'Upcoming Events', description: 'Soon.', blocks });
    data.site.navigation.push({ label: 'Events', href: '/upcoming-events' });
    const errors = validatePagesText(JSON.stringify(data, null, 2)).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.where}: ${p.message}`)).toEqual([]);
  });

  it('links only to the home page and keeps none of the example words', () => {
    for (const kind of kinds) {
      const starter = starterSection(kind, pictures);
      const exampleTexts = new Set(
        [...walk(kind.example)].map(({ value }) => value).filter((v) => typeof v === 'string' && v.length > 12),
      );
      for (const { value, key } of walk(starter)) {
        if (typeof value !== 'string') continue;
        if (key === 'href' || /Link$/.test(key ?? '')) expect(value, `${kind.type} ${key}`).toBe('/');
        if (
          !['src', 'id', 'type'].includes(key ?? '') &&
          /[A-Za-z]+ [A-Za-z]+/.test(value) &&
          !value.includes('@') &&
          !/^\/images\//.test(value)
        )
          expect(exampleTexts.has(value), `${kind.type} ${value}`).toBe(false);
      }
    }
    const hero = starterSection(kinds.find((kind) => kind.type === 'hero')!, pictures);
    expect(hero).toMatchObject({ type: 'hero', heading: 'Main heading', image: { alt: STARTER_ALT } });
    expect(hero.buttons).toBeUndefined();
  });

  it("that opens a page (a hero) goes to the top, and a new page's text heading becomes a section heading", () => {
    const hero = kinds.find((kind) => kind.type === 'hero')!;
    const text = { type: 'rich-text', heading: 'Upcoming Events', level: 1, paragraphs: ['Soon.'] };
    const placed = placeSection([text as never], starterSection(hero, pictures), hero, kinds, 0);
    expect(placed.at).toBe(0);
    expect(placed.blocks.map((block) => block.type)).toEqual(['hero', 'rich-text']);
    expect(placed.blocks[1]).toMatchObject({ level: 2, heading: 'Upcoming Events' });
    expect(placed.newIndex).toEqual([1]);
    expect(placed.note).toMatch(/went to the top, and section 2's heading is now a section heading/);
  });
});
