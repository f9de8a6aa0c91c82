-- Spam is stored and flagged, not dropped, so a person wrongly flagged can still be found.
-- spam_reason: why the submission was judged as spam, in plain words and without personal data
-- ("honeypot field filled", "5 links in the free text"); NULL for a real submission.
-- Flagged rows get no emails, are left out of the default export, and are deleted 30 days after
-- created_at by the server's daily purge (server/db/spam-retention.ts).
ALTER TABLE contact_messages ADD COLUMN spam_reason text;
ALTER TABLE volunteer_applications ADD COLUMN spam_reason text;

-- The purge looks for flagged rows by age; real rows are never in these indexes.
CREATE INDEX contact_messages_spam_created_at_idx ON contact_messages (created_at) WHERE spam_reason IS NOT NULL;
CREATE INDEX volunteer_applications_spam_created_at_idx ON volunteer_applications (created_at)
  WHERE spam_reason IS NOT NULL;
