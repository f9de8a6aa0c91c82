import type { AnySchemaObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { readSchemas } from '../validation/schema-validator.ts';
import { NOT_TEXT_FIELDS, pageTexts, siteTexts } from './translatable.ts';

/** Fields the schema fixes (a format, a list of choices or one value) but that are not in NOT_TEXT_FIELDS. */
const FIXED_BUT_HANDLED = new Set([
  // an e-mail address in the contact form's details; a site address line elsewhere is text (the value rule tells them apart)
  'address',
  // the languages of a text that carries its own ({ en, hi, te }): skipped as a whole
  'en',
  'hi',
  'te',
]);

function fixedFields(): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as AnySchemaObject;
    for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, AnySchemaObject>)) {
      const item = (field.items ?? {}) as AnySchemaObject;
      if (field.format || field.enum || field.const !== undefined || item.format || item.pattern) found.add(name);
    }
    Object.values(schema).forEach(visit);
  };
  readSchemas().forEach(visit);
  return [...found].sort();
}

describe('which texts are translated', () => {
  it('never treats a field the schema fixes (format, enum, const) as text', () => {
    const uncovered = fixedFields().filter((name) => !NOT_TEXT_FIELDS.has(name) && !FIXED_BUT_HANDLED.has(name));
    expect(uncovered).toEqual([]);
  });

  it('takes a figure written with a unit or words, which Hindi and Telugu write in lakh and crore', () => {
    const data = {
      site: {},
      pages: [
        {
          path: '/',
          blocks: [
            {
              type: 'statistics',
              items: [
                { figure: '46M', label: 'children' },
                { figure: '3%', label: 'schools' },
              ],
            },
            {
              type: 'statistics',
              items: [
                { figure: '1 in 3', label: 'children' },
                { figure: '6,00,000+', label: 'a' },
              ],
            },
            { type: 'banner', text: 'Serving 600K+ meals.', emphasis: '600K+' },
            {
              type: 'metrics-grid',
              items: [
                { number: 3, suffix: 'K+', label: 'Benefited' },
                { number: 12, suffix: '+' },
              ],
            },
            { type: 'programme-timeline-hero', entries: [{ year: '2030', percentage: '15K+' }, { percentage: '88%' }] },
          ],
        },
      ],
    };
    expect(pageTexts(data, 0).map((text) => `${text.pointer}=${text.text}`)).toEqual([
      '/blocks/0/items/0/figure=46M',
      '/blocks/0/items/0/label=children',
      '/blocks/0/items/1/label=schools',
      '/blocks/1/items/0/figure=1 in 3',
      '/blocks/1/items/0/label=children',
      '/blocks/1/items/1/label=a',
      '/blocks/2/text=Serving 600K+ meals.',
      '/blocks/2/emphasis=600K+',
      '/blocks/3/items/0/suffix=K+',
      '/blocks/3/items/0/label=Benefited',
      '/blocks/4/entries/0/percentage=15K+',
    ]);
  });

  it('takes visible words and the placeholder names of people, and leaves addresses, other names, figures and choices', () => {
    const data = {
      site: {
        organisation: { name: 'Test Foundation', url: 'https://example.org' },
        contact: { address: ['Hyderabad'], email: 'info@example.org', phone: '+91 90000 00000' },
        navigation: [{ label: 'Home', href: '/' }],
        privacy: { consentLabel: { en: 'I agree' } },
      },
      pages: [
        {
          path: '/',
          title: 'Home',
          blocks: [
            {
              type: 'team-grid',
              sections: [{ heading: 'Core Team', members: [{ name: 'Core Team Member 7', designation: 'Volunteer' }] }],
            },
            { type: 'quote', quote: 'Our purpose has to be clear.', name: 'The Founder-Chairman', tone: 'dark' },
            {
              type: 'logo-marquee',
              strips: [
                {
                  name: 'Institutions',
                  logos: [{ name: 'Partner 1', image: { src: '/a.png', alt: 'Partner 1 logo' } }],
                },
              ],
            },
            {
              type: 'counters',
              items: [{ number: 12, suffix: '+', label: 'Locations' }],
              emphasis: '10,000+',
              tone: 'plain',
            },
          ],
        },
      ],
    };
    expect(siteTexts(data).map((text) => text.pointer)).toEqual(['/contact/address/0', '/navigation/0/label']);
    expect(pageTexts(data, 0).map((text) => `${text.pointer}=${text.text}`)).toEqual([
      '/title=Home',
      '/blocks/0/sections/0/heading=Core Team',
      '/blocks/0/sections/0/members/0/name=Core Team Member 7',
      '/blocks/0/sections/0/members/0/designation=Volunteer',
      '/blocks/1/quote=Our purpose has to be clear.',
      '/blocks/1/name=The Founder-Chairman',
      '/blocks/2/strips/0/name=Institutions',
      '/blocks/2/strips/0/logos/0/image/alt=Partner 1 logo',
      '/blocks/3/items/0/label=Locations',
    ]);
  });
});
