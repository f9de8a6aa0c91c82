// The pictures uploaded from the staff area in a release: each picture a revision shows is written
// from the database into the release's client folder at the address a repository picture has
// (/images/<name>, its copies under /assets/img/), and its facts (size, copies) go into the pages as the
// build's own pictures' do. Every instance writes them into the releases it renders, so they survive a
// restart and are served alike by every instance (and nginx) however many share one database.
import { writeInside } from '../../content/release-files.ts';
import type { StoredPicture } from './pictures-store.ts';

/** The build's facts of its pictures, with those of the uploaded pictures added. */
export function withUploadedFacts(
  built: ReadonlyMap<string, Record<string, unknown>>,
  pictures: readonly Pick<StoredPicture, 'src' | 'facts'>[],
): Map<string, Record<string, unknown>> {
  const facts = new Map(built);
  for (const picture of pictures) facts.set(picture.src, { ...picture.facts });
  return facts;
}

/** Writes every file of `pictures` under `client` (a release being written). */
export function writeReleasePictures(client: string, pictures: readonly StoredPicture[]): void {
  for (const { file, bytes } of pictures.flatMap((picture) => picture.files)) {
    // A file linked from the build shares its bytes with it: replaced, never written into.
    writeInside(client, file.replace(/^\/+/, ''), bytes);
  }
}
