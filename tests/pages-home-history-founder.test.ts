// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Block, BlockOf, BlockType } from '../content/types.ts';
import { readPages } from './helpers/read-pages.ts';

const pages = readPages();
const page = (path: string) => pages.pages.find((p) => p.path === path)!;
const blocksOf = <T extends BlockType>(path: string, type: T) =>
  page(path).blocks.filter((b: Block) => b.type === type) as BlockOf<T>[];

describe('home page data carries the spec constants', () => {
  it('keeps hero, banner and interventions first, then centres, partners, map, impact and life', () => {
    expect(page('/').blocks.map((b) => b.type)).toEqual([
      'hero',
      'banner',
      'intervention-selector',
      'tabs',
      'logo-marquee',
      'india-map',
      'metrics-grid',
      'image-carousel',
    ]);
  });

  it('centre tabs start on Social Action', () => {
    const [tabs] = blocksOf('/', 'tabs');
    expect(tabs.tabs.map((t) => [t.label, t.acronym, t.paragraphs.length])).toEqual([
      ['Social Action', 'CSAA', 2],
      ['Social Innovation', 'CSII', 2],
      ['Civil Administration', 'CCAE', 2],
    ]);
    expect(tabs.initial).toBe(1);
  });

  it('partner strips: 11, 10 and 11 logos; left, left, right; 4 repeats; 50 s', () => {
    const [marquee] = blocksOf('/', 'logo-marquee');
    expect(marquee.strips.map((s) => [s.name, s.logos.length, s.direction, s.repeat, s.loopSeconds])).toEqual([
      ['Institutions', 11, 'left', 4, 50],
      ['Civil Society', 10, 'left', 4, 50],
      ['Markets', 11, 'right', 4, 50],
    ]);
  });

  it('map points for the seven states', () => {
    const [map] = blocksOf('/', 'india-map');
    expect(map.points.map((p) => p.name).sort()).toEqual([
      'Delhi',
      'Haryana',
      'Maharashtra',
      'Odisha',
      'Telangana',
      'Uttar Pradesh',
      'West Bengal',
    ]);
  });

  it('impact figures and the life carousel (5 images, 5 s, wrapping, Meet Our Team and Join Us)', () => {
    const [impact] = blocksOf('/', 'metrics-grid');
    expect(impact.items.map((i) => `${i.number}${i.suffix} ${i.label}`)).toEqual([
      '12+ Locations',
      '3K+ Benefited',
      '10K+ Impacted',
      '25+ Partners',
    ]);
    const [life] = blocksOf('/', 'image-carousel');
    expect([life.images.length, life.intervalMs, life.wrap, life.autoAdvance]).toEqual([5, 5000, true, true]);
    expect(life.buttons?.map((b) => [b.label, b.href])).toEqual([
      ['Meet Our Team', '/Member'],
      ['Join Us', '/JoinUs'],
    ]);
  });
});

describe('history page', () => {
  it('hero carousel of 3 images at 5 s, quote, timeline 2021 to 2025 with the facts, Be Part of Our Story', () => {
    expect(page('/history').aliases).toEqual(['/new']);
    const [hero] = blocksOf('/history', 'hero-carousel');
    expect([hero.slides.length, hero.intervalMs, hero.wrap, hero.arrows, hero.dots]).toEqual([
      3,
      5000,
      true,
      true,
      true,
    ]);
    expect(blocksOf('/history', 'hero-carousel')[0].heading).toBe('Our History');
    expect(blocksOf('/history', 'rich-text').map((b) => [b.eyebrow, b.heading])).toEqual([
      ['Our History', 'Where It All Began'],
      [undefined, 'From Vision to Impact'],
    ]);
    expect(blocksOf('/history', 'quote')[0].quote).toBe(
      'Our purpose has to be clear. Our compassion stronger. Our commitment deeper. And our impact wider.',
    );
    const [timeline] = blocksOf('/history', 'timeline');
    expect(timeline.entries.map((e) => e.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    const facts = Object.fromEntries(timeline.entries.map((e) => [e.year, e.achievements ?? []]));
    expect(facts[2023]).toContain('7+ shelter homes');
    expect(facts[2024]).toEqual(expect.arrayContaining(['12+ locations', '30+ core team', '400+ volunteers']));
    const [cta] = blocksOf('/history', 'call-to-action');
    expect([cta.heading, cta.buttons[0].href]).toEqual(['Be Part of Our Story', '/JoinUs']);
  });
});

describe('founder page', () => {
  it('is titled Chairman & Managing Trustee, with A Visionary Leader, a quote, a biography and a gallery of 6 shown 3 at a time', () => {
    expect(page('/founderchairman').title).toBe('Chairman & Managing Trustee');
    expect(blocksOf('/founderchairman', 'hero')[0].heading).toBe('A Visionary Leader');
    expect(blocksOf('/founderchairman', 'quote')).toHaveLength(1);
    expect(blocksOf('/founderchairman', 'rich-text')[0].paragraphs.length).toBeGreaterThanOrEqual(5);
    const [gallery] = blocksOf('/founderchairman', 'gallery');
    expect([gallery.images.length, gallery.visibleCount, gallery.missingLabel]).toEqual([6, 3, 'Image Not Found']);
  });
});
