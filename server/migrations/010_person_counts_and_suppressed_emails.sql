-- Issue #22: limits on what a visitor can make the site send, shared by every instance.
--
-- person_counts: how many times something happened for one person, in 10-minute buckets, counted
-- atomically (INSERT ... ON CONFLICT DO UPDATE ... WHERE under the limit): visitor e-mails per
-- recipient mailbox ('recipient'), "your data" link requests per address ('your-data'), correction
-- requests per address ('correction'). The person is the processing log's keyed hash, never an
-- address. Only the last day matters: the purge deletes buckets older than two days.
CREATE TABLE person_counts (
  kind text NOT NULL CHECK (kind IN ('recipient', 'your-data', 'correction')),
  person_hash text NOT NULL,
  bucket timestamptz NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (kind, person_hash, bucket)
);
CREATE INDEX person_counts_bucket_idx ON person_counts (bucket);

-- A visitor e-mail over its recipient's limit is not sent, not failed and not retried: 'suppressed'.
-- admitted_at: when the limit let the message through, so a retry of it is not counted again.
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'suppressed'));
ALTER TABLE outbox ADD COLUMN admitted_at timestamptz;
-- Suppressed rows are deleted with the sent ones, after OUTBOX_RETENTION_DAYS.
CREATE INDEX outbox_suppressed_idx ON outbox (created_at) WHERE status = 'suppressed';
