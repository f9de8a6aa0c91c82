// The content's tables in the one purge (server/privacy/retention.ts runs and audits these). Content is
// the site's public text and holds no personal data; what names a person is the member who saved or
// published a revision (an id, set to NULL when their row is erased).
// - Published revisions: kept (the history, and what a roll back publishes again).
// - Drafts never published: erased 30 days after they were made, unless one is the current draft.
//   Work abandoned that long is not coming back, and its author is named in it.
// - Uploaded pictures: erased 30 days after their upload when no kept revision names them.
// - A member's working copy (her unsaved work in the section editor): erased 30 days after its last change
//   (and when she saves it, publishes what it holds or is removed). The revision it started from is kept
//   while it is, so her save can still be checked against it; this rule runs first, freeing those.
import type { TableRule } from '../privacy/retention.ts';
import { tableRule } from '../privacy/table-rule.ts';

export const ABANDONED_DRAFT_DAYS = 30;
export const WORKING_COPY_DAYS = 30;

const ABANDONED_DRAFTS = `state = 'draft' AND created_at < now() - make_interval(days => ${ABANDONED_DRAFT_DAYS})
  AND id NOT IN (SELECT draft_id FROM content_heads UNION SELECT published_id FROM content_heads
    UNION SELECT base_id FROM content_working_copies)`;

const UNUSED_PICTURES = `created_at < now() - make_interval(days => ${ABANDONED_DRAFT_DAYS})
  AND NOT EXISTS (SELECT 1 FROM content_revisions r WHERE position(content_pictures.src IN r.pages_text) > 0)`;

export const PUBLISHING_TABLE_RULES: readonly TableRule[] = [
  tableRule(
    'working-copies',
    () => `the section editor's working copies: ${WORKING_COPY_DAYS} days after their last change`,
    [
      {
        table: 'content_working_copies',
        where: `updated_at < now() - make_interval(days => ${WORKING_COPY_DAYS})`,
      },
    ],
  ),
  // A later draft made from an erased one keeps its content; only its base is forgotten (ON DELETE SET NULL).
  tableRule(
    'abandoned-drafts',
    () =>
      `content drafts never published: ${ABANDONED_DRAFT_DAYS} days after they were saved (published revisions are kept)`,
    [{ table: 'content_revisions', where: ABANDONED_DRAFTS }],
  ),
  tableRule(
    'unused-pictures',
    () => `uploaded pictures no revision uses: ${ABANDONED_DRAFT_DAYS} days after their upload`,
    [{ table: 'content_pictures', where: UNUSED_PICTURES }],
  ),
];
