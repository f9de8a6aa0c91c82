import type { Image } from '../../../content/types.ts';

/** The alt text to render: empty for a decorative picture, so screen readers skip it. */
export function imageAlt(image: Pick<Image, 'alt' | 'decorative'>): string {
  return image.decorative ? '' : image.alt;
}
