/** The build's picture pipeline (scripts/lib/responsive-images.ts, image-pipeline.ts) and the component that uses its facts. */
import { render } from '@testing-library/react';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImagePipeline } from '../../../scripts/lib/image-pipeline.ts';
import {
  encodeVariant,
  imageSources,
  readImageFacts,
  variantWidths,
  withImageFacts,
} from '../../../scripts/lib/responsive-images.ts';
import type { Image } from '../../../content/types.ts';
import { FirstBlock, ResponsiveImage } from './responsive-image.tsx';

const publicDir = 'public';

describe('variant widths', () => {
  it('makes the standard widths that fit, plus the original width when it is smaller than the largest', () => {
    expect(variantWidths(2400)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('picture facts', () => {
  it('reads the size of an SVG placeholder and names its copies by content hash', async () => {
    const facts = await readImageFacts(publicDir, '/images/home-hero.svg', true);
    expect(facts).toMatchObject({ width: 1600, height: 900, variants: { widths: [480, 960, 1600] } });
    expect(facts.variants?.path).toMatch(/^\/assets\/img\/home-hero-[0-9a-f]{8}$/);
  });

  it('leaves a small SVG logo without copies, and gives only the size when copies are not wanted', async () => {
    expect(await readImageFacts(publicDir, '/images/partners/partner-market-01.svg', true)).toEqual({
      width: 220,
      height: 64,
    });
    expect(await readImageFacts(publicDir, '/images/home-hero.svg', false)).toEqual({ width: 1600, height: 900 });
  });

  it('never makes a raster photo wider than it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'images-'));
    mkdirSync(join(dir, 'images'));
    await sharp({ create: { width: 700, height: 400, channels: 3, background: '#c0603a' } })
      .jpeg()
      .toFile(join(dir, 'images/photo.jpg'));
    const facts = await readImageFacts(dir, '/images/photo.jpg', true);
    expect(facts.variants?.widths).toEqual([480, 700]);
    const largest = await sharp(await encodeVariant(dir, '/images/photo.jpg', 700, 700, 'webp')).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(['webp', 700, 400]);
  });

  it('rasterises an SVG at the wanted width in AVIF', async () => {
    const avif = await sharp(await encodeVariant(publicDir, '/images/home-hero.svg', 1600, 480, 'avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 480, 270]);
  });
});

describe('enriching page content', () => {
  const blocks = [
    { type: 'hero', heading: 'Hi', image: { src: '/images/home-hero.svg', alt: 'A' } },
    { type: 'gallery', images: [{ src: '/images/founder-gallery-1.svg', alt: 'B' }], link: { href: '/images/x' } },
  ];

  it('finds every picture and merges its facts without touching anything else', () => {
    expect([...imageSources(blocks)]).toEqual(['/images/home-hero.svg', '/images/founder-gallery-1.svg']);
    const enriched = withImageFacts(blocks, (src) => ({ width: src.length, height: 1 }));
    expect(enriched[0].image).toEqual({ src: '/images/home-hero.svg', alt: 'A', width: 21, height: 1 });
    expect(enriched[1].link).toEqual({ href: '/images/x' });
    expect(blocks[0].image).toEqual({ src: '/images/home-hero.svg', alt: 'A' });
  });

  it('the dev pipeline adds sizes and keeps going on a missing file; a build stops', async () => {
    const missing = [{ image: { src: '/images/none.svg', alt: '' } }, ...blocks];
    const dev = await createImagePipeline(publicDir, { variants: false, strict: false }).enrich(missing);
    expect(dev[0].image).toEqual({ src: '/images/none.svg', alt: '' });
    expect(dev[1]).toMatchObject({ image: { width: 1600, height: 900 } });
    await expect(createImagePipeline(publicDir, { variants: true, strict: true }).enrich(missing)).rejects.toThrow();
  });
});

describe('ResponsiveImage', () => {
  const image: Image = {
    src: '/images/home-hero.svg',
    alt: 'A hill',
    width: 1600,
    height: 900,
    variants: { path: '/assets/img/home-hero-0a1b2c3d', widths: [480, 960] },
  };

  it('offers AVIF and WebP copies with sizes, and the original with its intrinsic size, loading lazily', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="50vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(
      sources.map((source) => [
        source.getAttribute('type'),
        source.getAttribute('srcset'),
        source.getAttribute('sizes'),
      ]),
    ).toEqual([
      [
        'image/avif',
        '/assets/img/home-hero-0a1b2c3d-480.avif 480w, /assets/img/home-hero-0a1b2c3d-960.avif 960w',
        '50vw',
      ],
      [
        'image/webp',
        '/assets/img/home-hero-0a1b2c3d-480.webp 480w, /assets/img/home-hero-0a1b2c3d-960.webp 960w',
        '50vw',
      ],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(['src', 'alt', 'width', 'height', 'loading', 'fetchpriority'].map((name) => img.getAttribute(name))).toEqual(
      ['/images/home-hero.svg', 'A hill', '1600', '900', 'lazy', null],
    );
  });

  it('loads the main picture of the first block first, and only that one', () => {
    const { container } = render(
      <FirstBlock.Provider value>
        <ResponsiveImage image={image} priority />
        <ResponsiveImage image={image} />
      </FirstBlock.Provider>,
    );
    const [main, other] = [...container.querySelectorAll('img')];
    expect([main.getAttribute('loading'), main.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([other.getAttribute('loading'), other.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
    const later = render(<ResponsiveImage image={image} priority />).container.querySelector('img')!;
    expect(later.getAttribute('loading')).toBe('lazy');
  });

  it('keeps an original (logo, map) or a picture without copies (dev server) as a plain img', () => {
    const { container } = render(
      <>
        <ResponsiveImage image={image} original />
        <ResponsiveImage image={{ src: '/images/a.svg', alt: '', decorative: true }} />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['A hill', '']);
  });
});
