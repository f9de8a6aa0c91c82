// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localiseSite } from '../translations/overlay.ts';
import { headerWidthWarning } from './check-header-width.ts';

interface Site {
  organisation: { name: string };
  navigation: { label: string; href?: string; groups?: unknown }[];
}
const data = JSON.parse(readFileSync('pages.json', 'utf8')) as { site: Site };
const translated = (language: 'hi' | 'te'): Site =>
  localiseSite(data, JSON.parse(readFileSync(`translations/${language}.json`, 'utf8'))).site;

describe("the header's width on a laptop", () => {
  it('fits the six entries in every language (as Chromium shows them at 1366 px)', () => {
    expect(headerWidthWarning(data.site, 'en')).toBeUndefined();
    expect(headerWidthWarning(translated('hi'), 'hi')).toBeUndefined();
    expect(headerWidthWarning(translated('te'), 'te')).toBeUndefined();
  });

  it("warns when the Telugu entries are the long ones they were ('ఉద్యోగావకాశాలు', 'మమ్మల్ని సంప్రదించండి')", () => {
    const site = translated('te');
    const long: Record<string, string> = { ఉద్యోగాలు: 'ఉద్యోగావకాశాలు', సంప్రదించండి: 'మమ్మల్ని సంప్రదించండి' };
    const navigation = site.navigation.map((entry) => ({ ...entry, label: long[entry.label] ?? entry.label }));
    expect(headerWidthWarning({ ...site, navigation }, 'te')).toMatch(
      /^the menu's 6 top entries and the organisation's name need about \d+ px in Telugu, but a laptop's header \(1366 px wide\) has 1104: they wrap onto two lines\. Shorten the entries' words in this language/,
    );
  });

  it('warns of a 7th entry in English', () => {
    const site = { ...data.site, navigation: [...data.site.navigation, { label: 'Our History', href: '/history' }] };
    expect(headerWidthWarning(site, 'en')).toMatch(/^the menu's 7 top entries .* in English,/);
  });

  it('counts a label not yet translated at the width of its English letters', () => {
    const site = translated('hi');
    const longEnglish = {
      ...site,
      navigation: [...site.navigation, { label: 'Annual Reports and Accounts', href: '/x' }],
    };
    const shortHindi = { ...site, navigation: [...site.navigation, { label: 'रिपोर्ट', href: '/x' }] };
    expect(headerWidthWarning(longEnglish, 'hi')).toMatch(/^the menu's 7 top entries .* in Hindi,/);
    expect(headerWidthWarning(shortHindi, 'hi')).toBeUndefined();
  });
});
