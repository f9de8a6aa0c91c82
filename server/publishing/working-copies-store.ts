// Each member's working copy of the content (migration 023): what the section editor has on her screen, kept a
// few seconds after her last change, with the revision she started from. One row per member, replaced by each
// autosave (never a revision). Saving a draft or publishing what it holds deletes it; so does her removal
// (members-store.ts) and the purge 30 days after its last change (publishing-retention.ts).
import type { Queryable } from '../db/database.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { ContentFiles } from './content-files.ts';

export interface WorkingCopy {
  baseId: number;
  files: ContentFiles;
  updatedAt: Date;
}

interface Row {
  base_id: string | number;
  pages_text: string;
  translations: Partial<Record<TranslatedLanguage, string>>;
  updated_at: string | Date;
}

export async function readWorkingCopy(db: Queryable, staffId: number): Promise<WorkingCopy | undefined> {
  const { rows } = await db.query<Row>(
    'SELECT base_id, pages_text, translations, updated_at FROM content_working_copies WHERE staff_id = $1',
    [staffId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, row.translations[language] ?? '']),
  ) as ContentFiles['translations'];
  return {
    baseId: Number(row.base_id),
    files: { pagesText: row.pages_text, translations },
    updatedAt: new Date(row.updated_at),
  };
}

/** Keeps the member's working copy (replacing the one before); answers when it was kept. */
export async function keepWorkingCopy(
  db: Queryable,
  staffId: number,
  copy: { baseId: number; files: ContentFiles },
): Promise<Date> {
  const { rows } = await db.query<{ updated_at: string | Date }>(
    `INSERT INTO content_working_copies (staff_id, base_id, pages_text, translations)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (staff_id) DO UPDATE
       SET base_id = EXCLUDED.base_id, pages_text = EXCLUDED.pages_text, translations = EXCLUDED.translations,
           updated_at = now()
     RETURNING updated_at`,
    [staffId, copy.baseId, copy.files.pagesText, JSON.stringify(copy.files.translations)],
  );
  return new Date(rows[0].updated_at);
}

/** Deletes the member's working copy: she saved it as a draft, or chose to discard it. */
export async function dropWorkingCopy(db: Queryable, staffId: number): Promise<void> {
  await db.query('DELETE FROM content_working_copies WHERE staff_id = $1', [staffId]);
}

/** Deletes the member's working copy when it holds exactly the texts she published: nothing of hers is lost. */
export async function dropPublishedWorkingCopy(db: Queryable, staffId: number, files: ContentFiles): Promise<void> {
  await db.query(
    'DELETE FROM content_working_copies WHERE staff_id = $1 AND pages_text = $2 AND translations = $3::jsonb',
    [staffId, files.pagesText, JSON.stringify(files.translations)],
  );
}
