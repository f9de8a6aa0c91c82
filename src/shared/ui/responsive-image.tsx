import { createContext, useContext, type ImgHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import type { Image } from '../../../content/types.ts';
import { imageAlt } from './image-alt.ts';
import type { ImagePreload } from './image-preload.ts';

/** True inside the first block of a page, whose main picture is on the first screen (set by PageBlocks). */
export const FirstBlock = createContext(false);

/** Set by the prerenderer: collects the first screen's main picture, which the head then preloads. */
export const PriorityImages = createContext<((preload: ImagePreload) => void) | null>(null);

/** Leaves the layout to the <img>, as if the <picture> around it were not there. */
const Picture = styled.picture`
  display: contents;
`;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'sizes'> & {
  image: Image;
  /** How wide the picture shows, as in the sizes attribute: "100vw", "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  /** The block's main picture: loaded first, not lazily, when the block opens the page. */
  priority?: boolean;
  /** Keeps the original file (an SVG logo or map, sharp at any size) and no resized copies. */
  original?: boolean;
  ref?: Ref<HTMLImageElement>;
};

/** The srcset of one format: every width the build made. */
export function srcSetOf({ path, widths }: NonNullable<Image['variants']>, format: 'avif' | 'webp'): string {
  return widths.map((width) => `${path}-${width}.${format} ${width}w`).join(', ');
}

/**
 * A picture from pages.json with its intrinsic width and height (no layout shift) and, in a build, its
 * AVIF and WebP copies for the browser to pick the width it needs; below the first screen it loads lazily.
 * The build writes the facts into the page's content (scripts/lib/responsive-images.ts), so the prerendered
 * HTML and the browser render the same attributes. The dev server serves the original alone.
 */
export function ResponsiveImage({ image, sizes = '100vw', priority = false, original = false, ...rest }: Props) {
  const first = useContext(FirstBlock) && priority;
  const collect = useContext(PriorityImages);
  if (first)
    collect?.({
      href: image.src,
      ...(image.variants && !original ? { avifSrcSet: srcSetOf(image.variants, 'avif'), sizes } : {}),
    });
  const img = (
    <img
      src={image.src}
      alt={imageAlt(image)}
      width={image.width}
      height={image.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? undefined : 'async'}
      {...rest}
    />
  );
  if (!image.variants || original) return img;
  return (
    <Picture>
      <source type="image/avif" srcSet={srcSetOf(image.variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image.variants, 'webp')} sizes={sizes} />
      {img}
    </Picture>
  );
}
