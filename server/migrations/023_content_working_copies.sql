-- The section editor's work kept on its own a few seconds after the last change: one working copy per
-- member, the texts she has on her screen and the revision she started from (base_id). It is never a
-- revision: saving a draft from it still names base_id, and a save on top of a newer draft is refused as
-- any other. Everything here adds: the previous release keeps working.
-- Retention (server/publishing/publishing-retention.ts): deleted when she saves a draft, when she publishes
-- what it holds, when she is removed (server/staff/members-store.ts) or her row is erased (CASCADE), and by
-- the purge 30 days after its last change. A revision a working copy starts from is kept while it is.
CREATE TABLE content_working_copies (
  staff_id bigint PRIMARY KEY REFERENCES staff_members (id) ON DELETE CASCADE,
  base_id bigint NOT NULL REFERENCES content_revisions (id) ON DELETE CASCADE,
  pages_text text NOT NULL,
  translations jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_working_copies_updated_idx ON content_working_copies (updated_at);
