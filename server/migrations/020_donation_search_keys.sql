-- The inbox's search keys (migration 017) on the donations too, which came in beside them: the inbox lists
-- donations as a kind and searches every kind's table the same way. Rows stored before get their keys from
-- the server at its next start (server/submissions/search-key-fill.ts).
ALTER TABLE donations ADD COLUMN search_key text, ADD COLUMN phone_key text;

-- "Probably the same person" (server/inbox/same-person.ts).
CREATE INDEX donations_phone_key_idx ON donations (phone_key, created_at);
