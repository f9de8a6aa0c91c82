/**
 * The rules a picture upload passes, the same for `npm run edit` (editor/server/editor-api.ts) and the staff
 * area (server/publishing/picture-routes.ts, and its page, which says "too large" before sending): the name a
 * file gets, the formats and size taken, and how many uploads a person makes in a while. Pure, so the staff
 * app's browser code reads the same figures; what needs the file's bytes is in picture-content.ts.
 */

/** An upload refused (400), with the reason in plain words for the person who chose the file. */
export class PictureRefused extends Error {
  readonly status = 400;
}

/** The largest picture taken: a phone's photo is 3-12 MB; the site's copies are made from it. */
export const MAX_PICTURE_MB = 20;
export const MAX_PICTURE = MAX_PICTURE_MB * 1024 * 1024;
export const TOO_LARGE = `This file is larger than ${MAX_PICTURE_MB} MB; make the picture smaller first.`;

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
