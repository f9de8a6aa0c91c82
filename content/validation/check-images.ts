import type { CrossCheck, CrossProblem } from './check-context.ts';
import { walk } from './walk.ts';

interface ImageLike {
  src: string;
  alt: string;
  decorative?: boolean;
}

const isImage = (value: unknown): value is ImageLike =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as ImageLike).src === 'string' &&
  typeof (value as ImageLike).alt === 'string';

/** "IMG_2041.jpg", "home-hero", "DSC0042", "WhatsApp Image 2024-01-05": the file's name, not a description. */
function altIsFileName({ alt, src }: ImageLike): boolean {
  const text = alt.trim();
  const stem = src.slice(src.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return (
    /^\S+\.(jpe?g|png|webp|avif|svg|gif|heic|heif|tiff?|bmp)$/i.test(text) ||
    text.toLowerCase() === stem.toLowerCase() ||
    /^(IMG|DSC|DSCN|PXL|DCIM|Screenshot|WhatsApp Image)[ _-]?\d/i.test(text)
  );
}

/**
 * Every picture has alt text for blind visitors, or says it is decorative (and then has none, so
 * screen readers skip it rather than read words that add nothing).
 */
export const imageAltText: CrossCheck = (data) => {
  const problems: CrossProblem[] = [];
  for (const { value, segments } of walk(data)) {
    if (!isImage(value)) continue;
    const hasAlt = value.alt.trim() !== '';
    if (!hasAlt && value.decorative !== true) {
      problems.push({
        severity: 'error',
        segments: [...segments, 'alt'],
        message:
          `Describe the picture "${value.src}" for people who cannot see it: a few words on what it shows, read aloud to ` +
          'blind visitors. If it only decorates, mark it as only decoration ("decorative": true) and leave this empty.',
      });
    } else if (hasAlt && altIsFileName(value)) {
      problems.push({
        severity: 'warning',
        segments: [...segments, 'alt'],
        message:
          `the alt text "${value.alt}" is a file name, which tells a blind visitor nothing. ` +
          'Describe in a few words what the picture shows, for example "Children reading at the Hyderabad centre".',
      });
    } else if (hasAlt && value.decorative === true) {
      problems.push({
        severity: 'error',
        segments: [...segments, 'decorative'],
        message:
          `the picture "${value.src}" is marked as only decoration ("decorative": true), so screen readers skip it, but it has alt text. ` +
          'Empty the alt text or, if the picture carries meaning, take away the mark.',
      });
    }
  }
  return problems;
};
