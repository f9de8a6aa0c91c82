// @vitest-environment node
// Cross-reference rules: one broken fixture per rule (valid.json with one change), its exact located message.
import { describe, expect, it } from 'vitest';
import { headingBlocks } from '../content/validation/check-page-heading.ts';
import { blockSchemas } from '../content/validation/schema-validator.ts';
import { errorsOf, fixture } from './helpers/pages-fixtures.ts';

const valid = fixture('valid.json');

describe('links and anchors', () => {
  it('a link to no page, with the closest address', () => {
    expect(errorsOf('broken-link.json')).toEqual([
      'broken-link.json:21:47  / > block 1 (hero) > buttons[1].href: the link "/histroy" goes to no page of this site. ' +
        'Did you mean "/history"? Fix the address, or add a page (or an alias of a page) with it.',
    ]);
  });

  it('an anchor to a section the page does not have, with the closest id', () => {
    expect(errorsOf('broken-anchor.json')).toEqual([
      'broken-anchor.json:7:78  site settings > navigation[2].href: the link "/history#stroy" jumps to the section "stroy", ' +
        'but no section of the page /history has "id": "stroy". Did you mean "story"? Fix the link, or give the section you mean "id": "stroy". ' +
        'Section ids on the page /history: story, interventions.',
    ]);
  });

  it('links match ignoring case and a trailing slash, through aliases, in any field named like a link', () => {
    expect(valid).toContain('"href": "/History/"');
    const text = valid.replace(
      '"description": ["Learning."]',
      '"description": ["Learning."], "link": { "label": "More", "href": "/NEW/" }',
    );
    expect(errorsOf('x.json', text.replace('"/NEW/"', '"/old"'))[0]).toContain(
      'the link "/old" goes to no page of this site.',
    );
    expect(valid.replace('"/new#story"', '"/NEW/#story"')).not.toBe(valid);
    expect(
      errorsOf('x.json', valid.replace('"/new#story"', '"/NEW/#interventions"').replace('"#work"', '"#nope"')),
    ).toHaveLength(1);
  });

  it('a same-page #link and a scroll target are checked against the page they are on', () => {
    expect(errorsOf('x.json', valid.replace('"href": "#work"', '"href": "#wrok"'))).toEqual([
      'x.json:21:96  / > block 1 (hero) > buttons[2].href: the link "#wrok" jumps to the section "wrok", but no section of this page has "id": "wrok". ' +
        'Did you mean "work"? Fix the link, or give the section you mean "id": "wrok". Section ids on this page: work.',
    ]);
    const carousel =
      '{ "type": "hero-carousel", "slides": [{ "title": "Welcome", "image": { "src": "/images/home-hero.svg", "alt": "Children" } }], ' +
      '"scrollTo": { "label": "Explore", "target": "wrok" } },';
    const text = valid.replace(/\{\n\s+"type": "hero",\n[\s\S]*?\n\s+\},\n/, `${carousel}\n`);
    expect(errorsOf('x.json', text)).toEqual([
      'x.json:17:170  / > block 1 (hero-carousel) > scrollTo.target: "target": "wrok" names a section to go to, but no section of this page has "id": "wrok". ' +
        'Did you mean "work"? Fix the link, or give the section you mean "id": "wrok". Section ids on this page: work.',
    ]);
  });

  it('a #link in the site settings, shown on every page, must name its page', () => {
    expect(errorsOf('x.json', valid.replace('"href": "/history#story"', '"href": "#story"'))[0]).toContain(
      'the link "#story" is in the site settings, which every page shows, so it would only work on a page that has that section. ' +
        'Write the page\'s address in front, for example "/careers#story".',
    );
  });
});

describe('files and pictures', () => {
  it('a picture that is not under public/, with the closest file name', () => {
    expect(errorsOf('missing-file.json')).toEqual([
      'missing-file.json:20:22  / > block 1 (hero) > image.src: the file "/images/home-hreo.svg" does not exist: there is no public/images/home-hreo.svg. ' +
        'Did you mean "/images/home-hero.svg"? Put the file in public/images/ or correct the name (capital letters count).',
    ]);
  });

  it('capital letters count, as on the server', () => {
    expect(errorsOf('x.json', valid.replace('/images/home-hero.svg', '/images/Home-Hero.svg'))[0]).toContain(
      'Did you mean "/images/home-hero.svg"?',
    );
  });

  it('a picture without alt text', () => {
    expect(errorsOf('missing-alt.json')).toEqual([
      'missing-alt.json:20:54  / > block 1 (hero) > image.alt: Describe the picture "/images/home-hero.svg" for people who cannot see it: ' +
        'a few words on what it shows, read aloud to blind visitors. If it only decorates, mark it as only decoration ("decorative": true) and leave this empty.',
    ]);
  });

  it('a decorative picture with alt text', () => {
    expect(errorsOf('decorative-with-alt.json')).toEqual([
      'decorative-with-alt.json:31:141  /history > block 1 (hero) > image.decorative: the picture "/images/history-hero.svg" is marked as only decoration ' +
        '("decorative": true), so screen readers skip it, but it has alt text. Empty the alt text or, if the picture carries meaning, take away the mark.',
    ]);
  });
});

describe('sections of a page', () => {
  it('two sections with the same id', () => {
    expect(errorsOf('duplicate-block-id.json')).toEqual([
      'duplicate-block-id.json:35:11  /history > block 3 (intervention-selector) > id: the id "story" is already used by block 2 (banner) on this page, ' +
        'so a link to #story could only reach that one. Give each section its own id.',
    ]);
  });

  it('a page without a main heading, naming the sections that can carry one', () => {
    expect(headingBlocks()).toContain('hero, hero-carousel');
    expect(headingBlocks()).toContain('rich-text with "level": 1');
    expect(errorsOf('no-page-heading.json')).toEqual([
      'no-page-heading.json:30:7  /history > blocks: has no main heading (the title at the top of the page, which screen readers and search engines read first). ' +
        `Add one of these as its first section: ${headingBlocks()}.`,
    ]);
  });

  it('a page with two main headings', () => {
    expect(errorsOf('two-page-headings.json')).toEqual([
      'two-page-headings.json:32:9  /history > block 2 (rich-text): is a second main heading on this page; the first is block 1 (hero). ' +
        'A page has exactly one. Make this one a section heading: "level": 2.',
    ]);
  });

  it('a gallery without pictures', () => {
    expect(errorsOf('empty-gallery.json')).toEqual([
      'empty-gallery.json:23:67  / > block 2 (gallery) > images: needs at least 1 entry, got 0',
    ]);
  });

  it('every carousel and gallery requires at least one item in each of its lists (the schema enforces it)', () => {
    const sliding = [...blockSchemas()].filter(([type]) => /carousel|gallery|marquee/.test(type));
    expect(sliding.length).toBeGreaterThan(0);
    for (const [type, schema] of sliding) {
      for (const field of schema.required as string[]) {
        const property = schema.properties[field];
        if (property.type === 'array') expect(property.minItems, `${type}.${field}`).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
