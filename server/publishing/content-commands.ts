// `npm run content -- export DIR | import [DIR] [--replace-draft]`: the round trip between the database's
// revisions and the repository's files (server/cli/content.ts runs these on Postgres directly, or through
// the running server when it holds the embedded database: admin-content-routes.ts), and `npm run edit`'s
// publish, which writes what it published into the checkout (local-repository.ts).
//
// Which side wins when both changed (docs/decisions.md, Publishing; docs/publishing.md): visitors always see the
// published revision in the database; the repository's files reach them only through an import (a new
// draft, checked) and a publish. An import never replaces unpublished work of the staff silently: while the
// draft holds changes nobody published, it is refused unless --replace-draft is given, and then the
// replaced draft stays in the database as an earlier revision.
//
// Export writes the pictures uploaded from the staff area that the published revision shows too, where the
// repository keeps pictures (public/images), so a developer commits them with the pages; the repository's own
// pictures are never written or touched (an import reads only pages.json and translations/).
import type { Database } from '../db/database.ts';
import type { ContentCheck } from '../../schema/api/publishing.ts';
import { checkContentFiles } from './content-check.ts';
import { type ContentFiles, writeContentFolder, writePictureFiles } from './content-files.ts';
import { picturesNamedIn, uploadedSources } from './pictures-store.ts';
import { readHeads, readRevision, saveDraft } from './revisions-store.ts';

export interface ExportedContent {
  revision: number;
  publishedAt: string | null;
  files: ContentFiles;
  /** The uploaded pictures the revision shows: their address (/images/...) and bytes in base64. */
  pictures: { src: string; data: string }[];
}

export async function exportPublished(db: Database): Promise<ExportedContent> {
  const heads = await readHeads(db);
  if (!heads)
    throw new Error('The database has no content yet: start the server once so it takes the repository files.');
  const revision = await readRevision(db, heads.publishedId);
  if (!revision) throw new Error(`Revision ${heads.publishedId} is missing.`);
  const pictures = (await picturesNamedIn(db, revision.files.pagesText)).map((picture) => ({
    src: picture.src,
    data: picture.files[0].bytes.toString('base64'),
  }));
  return {
    revision: revision.id,
    publishedAt: revision.publishedAt?.toISOString() ?? null,
    files: revision.files,
    pictures,
  };
}

/**
 * Writes an export into `dir` (a checkout): pages.json, translations/ and the uploaded pictures it shows in
 * public/images. The files written, by their full path.
 */
export const writeExport = (dir: string, exported: ExportedContent): string[] => [
  ...writeContentFolder(dir, exported.files),
  ...writePictureFiles(dir, exported.pictures),
];

export type ImportResult =
  | { ok: true; revision: number; message: string; check: ContentCheck }
  | { ok: false; message: string; check?: ContentCheck };

export async function importDraft(
  db: Database,
  files: ContentFiles,
  options: { replaceDraft?: boolean } = {},
): Promise<ImportResult> {
  const check = checkContentFiles(files, await uploadedSources(db));
  if (!check.ok)
    return {
      ok: false,
      check,
      message: `Not imported: the checker found ${check.errors} error(s) in these files (npm run pages:check shows them too). The database is unchanged.`,
    };
  const heads = await readHeads(db);
  if (!heads) return { ok: false, message: 'The database has no content yet: start the server once.' };
  if (heads.draftId !== heads.publishedId && !options.replaceDraft)
    return {
      ok: false,
      message: `Not imported: the draft (revision ${heads.draftId}) holds changes made in the staff area that nobody published yet. Publish or discard them there first, or run the import again with --replace-draft (the draft stays in the database as an earlier revision).`,
    };
  const result = await saveDraft(db, {
    baseId: heads.draftId,
    files,
    source: 'import',
    note: 'Imported from the repository files',
  });
  if ('conflict' in result)
    return { ok: false, message: 'Someone saved a draft at the same moment. Run the import again.' };
  return {
    ok: true,
    revision: result.saved,
    check,
    message: `Imported as draft revision ${result.saved} (${check.warnings} warning(s)). Visitors see it once someone publishes it in the staff area (Pages).`,
  };
}
