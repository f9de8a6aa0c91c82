// @vitest-environment node
// The history's "Show changes" in words, on the repository's own pages.json and translation files changed as
// the section editor changes them: a moved section is one line, a heading is said with its translations
// beside it, a picture as before and after, the menu and a page's address in words.
import { describe, expect, it } from 'vitest';
import type { PageChanges } from '../../schema/api/publishing.ts';
import {
  contentNames,
  pageAt,
  rearrange,
  repositoryContent as repository,
} from '../../tests/helpers/revision-content.ts';
import type { Block } from '../types.ts';
import { describeChanges } from './describe-changes.ts';

const names = contentNames();

/** Every line as it reads, under its page and section. */
const lines = (changes: PageChanges[]) =>
  changes.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.lines.map((line) => [page.page, section.section ?? '', line.words, line.text, line.translations]),
    ),
  );

describe('the changes between two revisions, in words', () => {
  it('says nothing changed for the same content', () => {
    expect(describeChanges(repository(), repository(), names)).toEqual([]);
  });

  it('says a moved section in one line, naming the sections by their headings', () => {
    const after = repository();
    rearrange(after, '/', [0, 1, 3, 4, 5, 6, 2, 7]);
    const changes = describeChanges(repository(), after, names);
    expect(changes).toEqual([
      {
        page: 'Page Home page (/)',
        sections: [
          {
            lines: [
              {
                words:
                  'Moved "Our Interventions" (Topics beside a panel) above "Life at the Foundation" (Pictures slideshow with text)',
              },
            ],
          },
        ],
      },
    ]);
  });

  it('says a changed heading under its page and section, each language beside the English', () => {
    const after = repository();
    const section = pageAt(after, '/history').blocks[1] as Block & { heading: string };
    section.heading = 'Our Story';
    after.translations.hi!.pages!['/history']['/blocks/1/heading'] = { en: 'Our Story', text: 'हमारी कहानी' };
    const changes = describeChanges(repository(), after, names);
    expect(lines(changes)).toEqual([
      [
        'Page Our History (/history)',
        'Text: Our Story',
        'Heading',
        { before: 'Where It All Began', after: 'Our Story' },
        [{ language: 'hi', before: 'शुरुआत कहाँ से हुई', after: 'हमारी कहानी' }],
      ],
    ]);
  });

  it('says a translation corrected alone, with the English it translates', () => {
    const after = repository();
    after.translations.te!.pages!['/history']['/blocks/1/heading'].text = 'అంతా ఇక్కడే మొదలైంది';
    const [line] = describeChanges(repository(), after, names)[0].sections[0].lines;
    expect(line.words).toBe('Heading "Where It All Began"');
    expect(line.text).toBeUndefined();
    expect(line.translations).toEqual([{ language: 'te', before: expect.any(String), after: 'అంతా ఇక్కడే మొదలైంది' }]);
  });

  it('says sections added and removed by their type and heading', () => {
    const after = repository();
    const gallery = { type: 'gallery', images: [{ src: '/images/social-card.png', alt: 'A picture' }] };
    rearrange(after, '/', [0, 1, 2, 3, 5, 6, 7, gallery as unknown as Block]);
    const words = lines(describeChanges(repository(), after, names)).map((line) => line[2]);
    expect(words).toEqual([expect.stringMatching(/^Removed section "[^"]+" \(Logo/), 'Added section "Gallery"']);
  });

  it('shows a changed picture as before and after, and shortens a long text around its change', () => {
    const after = repository();
    const section = pageAt(after, '/history').blocks[1] as Block & {
      image: { src: string };
      paragraphs: string[];
    };
    const before = section.image.src;
    section.image.src = '/images/social-card.png';
    section.paragraphs[1] = section.paragraphs[1].replace('relief of the poor', 'relief for families in need');
    const [paragraph, picture] = describeChanges(repository(), after, names)[0].sections[0].lines;
    expect(picture).toEqual({ words: 'Picture > Picture file', picture: { before, after: '/images/social-card.png' } });
    expect(paragraph.words).toBe('Paragraphs > Paragraph 2');
    expect(paragraph.text?.before).toMatch(/^….*relief of the poor\.$/);
    expect(paragraph.text?.after).toMatch(/^….*relief for families in need\.$/);
  });

  it('says a page’s new address and the menu’s changes in words', () => {
    const after = repository();
    pageAt(after, '/history').path = '/our-story';
    for (const file of Object.values(after.translations)) {
      file!.pages!['/our-story'] = file!.pages!['/history'];
      delete file!.pages!['/history'];
    }
    const menu = after.pages.site!.navigation as { label: string; href?: string }[];
    menu[4].label = 'Volunteer with us';
    menu.push({ label: 'Gallery', href: '/gallery' });
    const changes = describeChanges(repository(), after, names);
    expect(lines(changes).map((line) => [line[0], line[2], line[3]])).toEqual([
      ['Page Our History (/our-story)', 'Address', { before: '/history', after: '/our-story' }],
      ['Top menu', 'Added menu entry "Gallery"', undefined],
      ['Top menu', 'Volunteer with us > Words in the menu', { before: 'Join Us', after: 'Volunteer with us' }],
    ]);
  });

  it('says a menu entry moved to the end in one line, its translations moving with it', () => {
    const after = repository();
    const order = [0, 1, 2, 4, 5, 3];
    const menu = after.pages.site!.navigation as unknown[];
    after.pages.site!.navigation = order.map((index) => menu[index]);
    for (const file of Object.values(after.translations))
      file!.site = Object.fromEntries(
        Object.entries(file!.site ?? {}).map(([pointer, entry]) => [
          pointer.replace(/^\/navigation\/(\d+)/, (_, n) => `/navigation/${order.indexOf(Number(n))}`),
          entry,
        ]),
      );
    expect(lines(describeChanges(repository(), after, names))).toEqual([
      ['Top menu', '', 'Moved menu entry "Careers" below menu entry "Contact Us"', undefined, undefined],
    ]);
  });
});
