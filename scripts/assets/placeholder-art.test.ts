// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './placeholder-art.ts';

const imagesDir = new URL('../../public/images/', import.meta.url);
const placeholders = readdirSync(imagesDir).filter((file) => file.endsWith('.svg') && file !== 'india-map.svg');

describe('placeholder art', () => {
  it('draws no text, which a cropping hero or card would cut at its edges', () => {
    const svg = placeholderSvg('home hero', 200);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<title>Placeholder: home hero</title>');
  });

  it('every placeholder in public/images is made by the current script (no drawn label)', () => {
    expect(placeholders.length).toBeGreaterThan(0);
    const stale = placeholders.filter((file) => {
      const svg = readFileSync(new URL(file, imagesDir), 'utf8');
      return svg.includes('<text') || !/<title>Placeholder: [^<]+<\/title>/.test(svg);
    });
    expect(stale, 'regenerate with npm run images:placeholders').toEqual([]);
  });
});
