// Pictures uploaded from the staff area: the original in content_pictures (its facts, as the build
// writes them into a page, in `variants`) and its resized copies in content_picture_copies (migration 015).
// A picture is "used" by a revision whose pages.json names its address, the test the retention rule makes.
// All of them together (originals and copies) stay under a quota (PICTURES_QUOTA_MB): an upload is stored
// only if it fits, checked and stored under one lock so two uploads at once cannot both take the last room.
// Bytes go to and come from the database as base64 text (decode/encode in SQL, Buffer's own in Node): PGlite
// turns a bytea parameter or column into hex one byte at a time in JavaScript, which held the server for
// 3.8 s per 8 MB picture written and 1.3 s per one read; as base64 it is 0.3 s and 0.05 s. (Postgres sends
// bytea as hex text anyway; its base64 has line breaks, which Node skips.)
import type { ImageFacts } from '../../content/pictures/picture-variants.ts';
import type { Database, Queryable } from '../db/database.ts';

export interface NewPicture {
  src: string;
  mediaType: string;
  bytes: Buffer;
  facts: ImageFacts;
  /** Each copy's address (/assets/img/...) and bytes. */
  copies: { file: string; bytes: Buffer }[];
  staffId: number;
}

/** A picture with every file a release serves of it: the original at `src`, the copies at theirs. */
export interface StoredPicture {
  id: number;
  src: string;
  facts: ImageFacts;
  files: { file: string; bytes: Buffer }[];
}

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** The bytes of a picture with its copies, as they count against the quota. */
export const pictureSize = (picture: Pick<NewPicture, 'bytes' | 'copies'>) =>
  picture.bytes.length + picture.copies.reduce((sum, copy) => sum + copy.bytes.length, 0);

/**
 * The bytes every uploaded picture and copy takes (octet_length reads a stored value's size from its header,
 * without reading the value).
 */
export async function picturesBytes(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    `SELECT ((SELECT coalesce(sum(octet_length(bytes)), 0) FROM content_pictures)
           + (SELECT coalesce(sum(octet_length(bytes)), 0) FROM content_picture_copies))::float8 AS bytes`,
  );
  return Number(rows[0].bytes);
}

/** Why a picture was not stored: its address is taken, or it does not fit the quota beside the `used` bytes. */
export type NotStored = 'taken' | { full: { used: number } };

/**
 * Stores the picture and its copies at once, if the uploaded pictures with it take at most `quotaBytes`;
 * 'taken' when a picture has this address already. The table is locked against other uploads (on every
 * instance) from the count to the commit, so two at once cannot both fit in the room left for one.
 */
export async function insertPicture(
  db: Database,
  picture: NewPicture,
  quotaBytes = Number.POSITIVE_INFINITY,
): Promise<number | NotStored> {
  return db.transaction(async (tx) => {
    // Conflicts with itself and with any insert or delete, not with reads: uploads wait their turn here.
    await tx.query('LOCK TABLE content_pictures IN SHARE ROW EXCLUSIVE MODE');
    const used = await picturesBytes(tx);
    if (used + pictureSize(picture) > quotaBytes) return { full: { used } };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO content_pictures (src, media_type, bytes, variants, staff_id)
       VALUES ($1, $2, decode($3, 'base64'), $4::jsonb, $5)
       ON CONFLICT (src) DO NOTHING RETURNING id::int AS id`,
      [picture.src, picture.mediaType, base64(picture.bytes), JSON.stringify(picture.facts), picture.staffId],
    );
    if (rows.length === 0) return 'taken';
    for (const copy of picture.copies)
      await tx.query(
        `INSERT INTO content_picture_copies (picture_id, file, bytes) VALUES ($1, $2, decode($3, 'base64'))`,
        [rows[0].id, copy.file, base64(copy.bytes)],
      );
    return rows[0].id;
  });
}

/** Every uploaded picture's address, sorted. */
export async function uploadedSources(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ src: string }>('SELECT src FROM content_pictures ORDER BY src');
  return rows.map((row) => row.src);
}

/** The uploaded pictures `pagesText` names, with their files (what a release of it must serve). */
export async function picturesNamedIn(db: Queryable, pagesText: string): Promise<StoredPicture[]> {
  const { rows } = await db.query<{ id: number; src: string; variants: ImageFacts; base64: string }>(
    `SELECT id::int AS id, src, variants, encode(bytes, 'base64') AS base64 FROM content_pictures
     WHERE position(src IN $1) > 0 ORDER BY src`,
    [pagesText],
  );
  const pictures: StoredPicture[] = [];
  for (const row of rows) {
    const copies = await db.query<{ file: string; base64: string }>(
      `SELECT file, encode(bytes, 'base64') AS base64 FROM content_picture_copies WHERE picture_id = $1 ORDER BY file`,
      [row.id],
    );
    pictures.push({
      id: row.id,
      src: row.src,
      facts: row.variants,
      files: [
        { file: row.src, bytes: Buffer.from(row.base64, 'base64') },
        ...copies.rows.map((copy) => ({ file: copy.file, bytes: Buffer.from(copy.base64, 'base64') })),
      ],
    });
  }
  return pictures;
}

/** The facts (size, copies) of the uploaded pictures `pagesText` names, without their files. */
export async function pictureFactsNamedIn(
  db: Queryable,
  pagesText: string,
): Promise<Pick<StoredPicture, 'src' | 'facts'>[]> {
  const { rows } = await db.query<{ src: string; variants: ImageFacts }>(
    'SELECT src, variants FROM content_pictures WHERE position(src IN $1) > 0 ORDER BY src',
    [pagesText],
  );
  return rows.map((row) => ({ src: row.src, facts: row.variants }));
}

export type PictureUse = { draft: boolean; published: boolean; revisions: number };

/** Which revisions name `src`: the current draft, the published one, any kept revision at all. */
export async function pictureUse(db: Queryable, src: string): Promise<PictureUse> {
  const { rows } = await db.query<{ draft: boolean; published: boolean; revisions: number }>(
    `SELECT coalesce(bool_or(r.id = h.draft_id), false) AS draft,
            coalesce(bool_or(r.id = h.published_id), false) AS published, count(r.id)::int AS revisions
     FROM content_revisions r CROSS JOIN content_heads h WHERE position($1 IN r.pages_text) > 0`,
    [src],
  );
  return rows[0] ?? { draft: false, published: false, revisions: 0 };
}

/**
 * Deletes the picture (and its copies) unless a revision names it, in one statement (a save at the same
 * moment cannot slip between the look and the delete); its id, or undefined when nothing was deleted.
 */
export async function deleteUnusedPicture(db: Queryable, src: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM content_pictures p WHERE src = $1
       AND NOT EXISTS (SELECT 1 FROM content_revisions r WHERE position(p.src IN r.pages_text) > 0)
     RETURNING id::int AS id`,
    [src],
  );
  return rows[0]?.id;
}

export interface UploadedFile {
  bytes: Buffer;
  mediaType: string;
}

const COPY_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The uploaded picture at `address` (/images/...), or the copy (/assets/img/...), or undefined. */
export async function readUploadedFile(db: Queryable, address: string): Promise<UploadedFile | undefined> {
  if (address.startsWith('/images/')) {
    const { rows } = await db.query<{ base64: string; media_type: string }>(
      `SELECT encode(bytes, 'base64') AS base64, media_type FROM content_pictures WHERE src = $1`,
      [address],
    );
    return rows[0] && { bytes: Buffer.from(rows[0].base64, 'base64'), mediaType: rows[0].media_type };
  }
  const type = COPY_TYPES[address.slice(address.lastIndexOf('.') + 1)];
  const { rows } = await db.query<{ base64: string }>(
    `SELECT encode(bytes, 'base64') AS base64 FROM content_picture_copies WHERE file = $1 LIMIT 1`,
    [address],
  );
  return rows[0] && type ? { bytes: Buffer.from(rows[0].base64, 'base64'), mediaType: type } : undefined;
}
