// The staff audit trail: who did what, to what, and when. Entries hold ids and values the code chose
// (a role, a status, how someone signed in), never words anyone typed; they are kept as long as the
// processing log (RETENTION_PROCESSING_LOG_DAYS). The inbox records its changes here too.
import type { Queryable } from '../db/database.ts';

export interface AuditEntry {
  /** The member who did it; undefined for the command line. */
  actor?: number;
  action: string;
  subjectType?: string;
  subjectId?: number;
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO staff_audit (actor_id, action, subject_type, subject_id, details) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [
      entry.actor ?? null,
      entry.action,
      entry.subjectType ?? null,
      entry.subjectId ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
    ],
  );
}

export interface AuditRow {
  at: Date;
  actor: string | null;
  action: string;
  subjectType: string | null;
  subjectId: number | null;
  /** For a staff subject, the member's name or address. */
  subjectName: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditQuery {
  limit: number;
  subjectType?: string;
  subjectId?: number;
}

/** The newest entries first, optionally about one subject. */
export async function listAudit(db: Queryable, query: AuditQuery): Promise<AuditRow[]> {
  const name = (alias: string) => `coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`;
  const { rows } = await db.query<AuditRow>(
    `SELECT a.at, ${name('actor')} AS actor, a.action, a.subject_type AS "subjectType",
       a.subject_id AS "subjectId", CASE WHEN a.subject_type = 'staff' THEN ${name('subject')} END AS "subjectName",
       a.details
     FROM staff_audit a
     LEFT JOIN staff_members actor ON actor.id = a.actor_id
     LEFT JOIN staff_members subject ON a.subject_type = 'staff' AND subject.id = a.subject_id
     WHERE ($2::text IS NULL OR a.subject_type = $2) AND ($3::bigint IS NULL OR a.subject_id = $3)
     ORDER BY a.at DESC, a.id DESC LIMIT $1`,
    [query.limit, query.subjectType ?? null, query.subjectId ?? null],
  );
  return rows.map((row) => ({ ...row, subjectId: row.subjectId === null ? null : Number(row.subjectId) }));
}
