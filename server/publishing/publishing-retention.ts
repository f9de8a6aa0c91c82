// The content's tables in the one purge (server/privacy/retention.ts runs and audits these). Content is
// the site's public text and holds no personal data; what names a person is the member who saved or
// published a revision (an id, set to NULL when their row is erased).
// - Published revisions: kept (the history, and what a roll back publishes again).
// - Drafts never published: erased 30 days after they were made, unless one is the current draft.
//   Work abandoned that long is not coming back, and its author is named in it.
// - Uploaded pictures: erased 30 days after their upload when no kept revision names them.
import type { Queryable } from '../db/database.ts';
import type { TableRule } from '../privacy/retention.ts';

export const ABANDONED_DRAFT_DAYS = 30;

const ABANDONED_DRAFTS = `state = 'draft' AND created_at < now() - make_interval(days => ${ABANDONED_DRAFT_DAYS})
  AND id NOT IN (SELECT draft_id FROM content_heads UNION SELECT published_id FROM content_heads)`;

const UNUSED_PICTURES = `created_at < now() - make_interval(days => ${ABANDONED_DRAFT_DAYS})
  AND NOT EXISTS (SELECT 1 FROM content_revisions r WHERE position(content_pictures.src IN r.pages_text) > 0)`;

const count = async (db: Queryable, table: string, where: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)).rows[0].n);

const erase = async (db: Queryable, table: string, where: string) =>
  Number(
    (
      await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      )
    ).rows[0].n,
  );

export const PUBLISHING_TABLE_RULES: readonly TableRule[] = [
  {
    name: 'abandoned-drafts',
    reason: () =>
      `content drafts never published: ${ABANDONED_DRAFT_DAYS} days after they were saved (published revisions are kept)`,
    count: (db) => count(db, 'content_revisions', ABANDONED_DRAFTS),
    // A later draft made from an erased one keeps its content; only its base is forgotten (ON DELETE SET NULL).
    run: (db) => erase(db, 'content_revisions', ABANDONED_DRAFTS),
  },
  {
    name: 'unused-pictures',
    reason: () => `uploaded pictures no revision uses: ${ABANDONED_DRAFT_DAYS} days after their upload`,
    count: (db) => count(db, 'content_pictures', UNUSED_PICTURES),
    run: (db) => erase(db, 'content_pictures', UNUSED_PICTURES),
  },
];
