-- Public ids: callers see a random uuid, never the sequential key (which reveals volume).
-- The volatile default gives every existing row its own value while the column is added.
-- Idempotency keys: the SHA-256 of the caller's Idempotency-Key, unique among stored rows;
-- keys older than 24 hours are cleared (set to NULL) by the repository, so they can be reused.
ALTER TABLE contact_messages
  ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN idempotency_key_hash bytea;
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_public_id_key UNIQUE (public_id);
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_idempotency_key_hash_key UNIQUE (idempotency_key_hash);

ALTER TABLE volunteer_applications
  ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN idempotency_key_hash bytea;
ALTER TABLE volunteer_applications ADD CONSTRAINT volunteer_applications_public_id_key UNIQUE (public_id);
ALTER TABLE volunteer_applications
  ADD CONSTRAINT volunteer_applications_idempotency_key_hash_key UNIQUE (idempotency_key_hash);
