-- A submission's messages are now queued as small rows (what, for which submission) in the same
-- statement as the submission, and rendered from it when they are delivered: the outbox holds no
-- copy of the submitted words, so erasing a submission erases what its emails would have said.
-- payload stays for messages that are not about a stored submission.
ALTER TABLE outbox ALTER COLUMN payload DROP NOT NULL;
-- A submission's message gets its Message-ID at its first claim (still fixed for every retry after).
ALTER TABLE outbox ALTER COLUMN message_id DROP NOT NULL;
