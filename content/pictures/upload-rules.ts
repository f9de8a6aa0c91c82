/**
 * The rules a picture upload passes, the same for `npm run edit` (editor/server/editor-api.ts) and the staff
 * area (server/publishing/picture-routes.ts, and its page, which says "too large" before sending): the name a
 * file gets, the formats and size taken, and how many uploads a person makes in a while. Pure, so the staff
 * app's browser code reads the same figures; what needs the file's bytes is in picture-content.ts.
 */

/** An upload refused (400 unless said), with the reason in plain words for the person who chose the file. */
export class PictureRefused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The largest picture taken: a phone's photo is 3-12 MB; the site's copies are made from it. */
export const MAX_PICTURE_MB = 20;
export const MAX_PICTURE = MAX_PICTURE_MB * 1024 * 1024;
export const TOO_LARGE = `This file is larger than ${MAX_PICTURE_MB} MB; make the picture smaller first.`;

/**
 * The most pixels (in millions) a picture may have: a phone's photo usually has 12 (a 48-megapixel mode is
 * refused, saying to make it smaller), the site's largest copy is 1600 px wide. Decoding takes memory by pixels, not by file size: a 16,383 x 16,383 PNG of one colour is
 * under 1 MB as a file and over 800 MB once decoded. The staff area's default (PICTURE_MAX_MEGAPIXELS).
 */
export const MAX_MEGAPIXELS = 40;

/** A width to suggest for a picture `width` x `height` over `maxMegapixels`: one that fits, 4,000 px at most. */
export function widthThatFits(width: number, height: number, maxMegapixels: number): number {
  const fits = Math.floor(Math.sqrt((maxMegapixels * 1_000_000 * width) / height));
  const step = fits >= 1000 ? 1000 : fits >= 100 ? 100 : 1;
  return Math.max(1, Math.min(4000, Math.floor(fits / step) * step));
}

/** Why a picture of `width` x `height` pixels is refused when the site takes `maxMegapixels` at most. */
export function tooManyPixels(width: number, height: number, maxMegapixels: number): string {
  const megapixels = (width * height) / 1_000_000;
  // Whole millions unless that would read as the limit itself (40.3 is shown as 40.3, not 40).
  const shown = megapixels >= maxMegapixels + 1 ? Math.floor(megapixels) : Math.ceil(megapixels * 10) / 10;
  const count = (n: number) => n.toLocaleString('en-IN');
  const megapixelsUpTo = `${count(maxMegapixels)} megapixel${maxMegapixels === 1 ? '' : 's'}`;
  return `This picture is ${count(width)} x ${count(height)} pixels (${count(shown)} megapixels); the site takes pictures up to ${megapixelsUpTo}. Make it smaller, for example ${count(widthThatFits(width, height, maxMegapixels))} pixels wide, and upload it again.`;
}

export const PICTURE_ENDINGS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'];
/** The longest name part kept: a file name stays short to read, and far below the file system's limit. */
export const MAX_STEM = 60;

/** A person adds a few pictures at a time: more than this in the window is a page stuck in a loop, or worse. */
export const UPLOADS_PER_WINDOW = 60;
export const UPLOAD_WINDOW_MINUTES = 10;

/** Why an upload is refused once `limit` were sent within `minutes`. */
export const budgetSpent = (limit: number, minutes: number) =>
  `${limit} pictures were sent in the last ${minutes} minutes, more than a person adds by hand. Wait a few minutes, then add this one again.`;

/** What follows the last dot of a file name (as node's extname, without the dot; none for ".hidden"). */
function endingOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1) : '';
}

/**
 * A file name as the schema wants it (small letters, digits, dashes; a known ending in small letters):
 * "School visit 2.JPG" becomes "school-visit-2.jpg", a very long name its first words. Formats a browser
 * cannot show are refused by name.
 */
export function pictureFileName(original: string): string {
  const ending = endingOf(original).toLowerCase();
  const normalEnding = ending === 'jpeg' ? 'jpg' : ending;
  if (!PICTURE_ENDINGS.includes(normalEnding))
    throw new PictureRefused(
      `"${original.slice(0, 80)}" is not a picture format the site can show${ending ? ` (.${ending.slice(0, 10)})` : ''}. Use ${PICTURE_ENDINGS.map((e) => `.${e}`).join(', ')}; a phone's .heic photo can be saved as .jpg first.`,
    );
  const stem = original
    .slice(0, original.length - ending.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_STEM)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'picture'}.${normalEnding}`;
}
