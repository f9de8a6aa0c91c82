// The content's revisions (migration 014): a save makes a new draft on top of the revision it started from,
// and only when that is still the current draft (else 'conflict': nobody's work is overwritten); publishing
// points visitors at the draft; a roll back publishes an older revision's content as a new revision. The
// one row of content_heads is locked (FOR UPDATE) by every change, so two saves never both win. Each change
// of the published revision also sends NOTIFY content_published on commit; instances poll today (the
// publishing plugin: the same code on PGlite and Postgres), and a listener can shorten their wait later.
import type { Database, Queryable } from '../db/database.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { type ContentFiles, type Fingerprints, fingerprintsOf } from './content-files.ts';

export type RevisionSource = 'repository' | 'editor' | 'import' | 'roll-back';

export interface RevisionSummary {
  id: number;
  baseId: number | null;
  state: 'draft' | 'published';
  source: RevisionSource;
  note: string;
  /** The member who made it (name or address), null for the command line or a removed member. */
  author: string | null;
  createdAt: Date;
  publishedAt: Date | null;
  publishedBy: string | null;
  restoresId: number | null;
  fingerprints: Fingerprints;
}

export interface Revision extends RevisionSummary {
  files: ContentFiles;
}

export interface Heads {
  draftId: number;
  publishedId: number;
}

const name = (alias: string) => `coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`;
const SUMMARY = `r.id, r.base_id AS "baseId", r.state, r.source, r.note, ${name('author')} AS author,
  r.created_at AS "createdAt", r.published_at AS "publishedAt", ${name('publisher')} AS "publishedBy",
  r.restores_id AS "restoresId", r.fingerprints`;
const FROM = `FROM content_revisions r
  LEFT JOIN staff_members author ON author.id = r.staff_id
  LEFT JOIN staff_members publisher ON publisher.id = r.published_by`;

type Row = Omit<RevisionSummary, 'id' | 'baseId' | 'restoresId'> & {
  id: string | number;
  baseId: string | number | null;
  restoresId: string | number | null;
  pages_text?: string;
  translations?: Record<TranslatedLanguage, string>;
};
const id = (value: string | number | null) => (value === null ? null : Number(value));
const summary = (row: Row): RevisionSummary => ({
  id: Number(row.id),
  baseId: id(row.baseId),
  state: row.state,
  source: row.source,
  note: row.note,
  author: row.author,
  createdAt: new Date(row.createdAt),
  publishedAt: row.publishedAt && new Date(row.publishedAt),
  publishedBy: row.publishedBy,
  restoresId: id(row.restoresId),
  fingerprints: row.fingerprints,
});

export async function readHeads(db: Queryable): Promise<Heads | undefined> {
  const { rows } = await db.query<{ draft_id: string; published_id: string }>(
    'SELECT draft_id, published_id FROM content_heads WHERE id = 1',
  );
  return rows[0] && { draftId: Number(rows[0].draft_id), publishedId: Number(rows[0].published_id) };
}

async function lockHeads(tx: Queryable): Promise<Heads> {
  const { rows } = await tx.query<{ draft_id: string; published_id: string }>(
    'SELECT draft_id, published_id FROM content_heads WHERE id = 1 FOR UPDATE',
  );
  if (!rows[0]) throw new Error('The content has no revision yet: the server takes the repository content at start.');
  return { draftId: Number(rows[0].draft_id), publishedId: Number(rows[0].published_id) };
}

export async function readRevision(db: Queryable, revisionId: number): Promise<Revision | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY}, r.pages_text, r.translations ${FROM} WHERE r.id = $1`, [
    revisionId,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, row.translations?.[language] ?? '']),
  ) as Record<TranslatedLanguage, string>;
  return { ...summary(row), files: { pagesText: row.pages_text ?? '', translations } };
}

interface NewRevision {
  files: ContentFiles;
  baseId: number | null;
  source: RevisionSource;
  staffId?: number;
  note?: string;
  published?: boolean;
  restoresId?: number;
}

async function insertRevision(tx: Queryable, revision: NewRevision): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO content_revisions
       (base_id, state, source, pages_text, translations, fingerprints, note, staff_id, published_at, published_by, restores_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, CASE WHEN $9::boolean THEN now() END,
       CASE WHEN $9::boolean THEN $8::bigint END, $10)
     RETURNING id`,
    [
      revision.baseId,
      revision.published ? 'published' : 'draft',
      revision.source,
      revision.files.pagesText,
      JSON.stringify(revision.files.translations),
      JSON.stringify(fingerprintsOf(revision.files)),
      revision.note ?? '',
      revision.staffId ?? null,
      revision.published ?? false,
      revision.restoresId ?? null,
    ],
  );
  return Number(rows[0].id);
}

/**
 * At start: an empty database takes `files` (the repository's content) as its first, published revision.
 * Returns the revision made, or undefined when there was one already. Two instances starting together
 * make one (the advisory lock, then a second look).
 */
export async function seedContent(db: Database, files: ContentFiles): Promise<number | undefined> {
  if (await readHeads(db)) return undefined;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727027)');
    if (await readHeads(tx)) return undefined;
    const first = await insertRevision(tx, {
      files,
      baseId: null,
      source: 'repository',
      published: true,
      note: 'The content of the repository when the server first started.',
    });
    await tx.query('INSERT INTO content_heads (id, draft_id, published_id) VALUES (1, $1, $1)', [first]);
    await tx.query(`NOTIFY content_published`);
    return first;
  });
}

export type SaveResult = { saved: number } | { conflict: Heads };

/** A new draft from `baseId`, refused when the current draft is no longer that revision. */
export async function saveDraft(
  db: Database,
  draft: { baseId: number; files: ContentFiles; staffId?: number; source?: RevisionSource; note?: string },
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const heads = await lockHeads(tx);
    if (heads.draftId !== draft.baseId) return { conflict: heads };
    const saved = await insertRevision(tx, {
      files: draft.files,
      baseId: draft.baseId,
      source: draft.source ?? 'editor',
      staffId: draft.staffId,
      note: draft.note,
    });
    await tx.query('UPDATE content_heads SET draft_id = $1, updated_at = now() WHERE id = 1', [saved]);
    return { saved };
  });
}

export type PublishResult = { published: number } | { conflict: Heads } | 'nothing-new';

/**
 * Publishes the current draft, which must be `revisionId` (the one the person checked and looked at). The
 * release folder is written before (publisher.ts): the pointer moves only once the pages exist.
 */
export async function publishDraft(
  db: Database,
  request: { revisionId: number; staffId?: number; note?: string },
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const heads = await lockHeads(tx);
    if (heads.draftId !== request.revisionId) return { conflict: heads };
    if (heads.publishedId === request.revisionId) return 'nothing-new';
    await tx.query(
      `UPDATE content_revisions SET state = 'published', published_at = now(), published_by = $2,
         note = CASE WHEN $3::text <> '' THEN $3 ELSE note END
       WHERE id = $1`,
      [request.revisionId, request.staffId ?? null, request.note ?? ''],
    );
    await tx.query('UPDATE content_heads SET published_id = $1, updated_at = now() WHERE id = 1', [request.revisionId]);
    await tx.query(`NOTIFY content_published`);
    return { published: request.revisionId };
  });
}

export type RollBackResult = { published: number; draftKept: boolean } | 'not-published' | 'current';

/**
 * Publishes the content of an earlier published revision as a new revision. The current draft moves to
 * it too, unless it holds changes nobody published yet (those stay the draft: nothing is lost).
 */
export async function rollBack(
  db: Database,
  request: { targetId: number; staffId?: number; note: string },
): Promise<RollBackResult> {
  return db.transaction(async (tx) => {
    const heads = await lockHeads(tx);
    const target = await readRevision(tx, request.targetId);
    if (!target || target.publishedAt === null) return 'not-published';
    if (heads.publishedId === request.targetId) return 'current';
    const restored = await insertRevision(tx, {
      files: target.files,
      baseId: heads.publishedId,
      source: 'roll-back',
      staffId: request.staffId,
      note: request.note,
      published: true,
      restoresId: request.targetId,
    });
    const draftKept = heads.draftId !== heads.publishedId;
    await tx.query(
      `UPDATE content_heads SET published_id = $1, draft_id = CASE WHEN $2::boolean THEN draft_id ELSE $1 END,
         updated_at = now() WHERE id = 1`,
      [restored, draftKept],
    );
    await tx.query(`NOTIFY content_published`);
    return { published: restored, draftKept };
  });
}

/** Published revisions, newest first. */
export async function listPublished(db: Queryable, limit = 50): Promise<RevisionSummary[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY} ${FROM} WHERE r.published_at IS NOT NULL ORDER BY r.published_at DESC, r.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(summary);
}
