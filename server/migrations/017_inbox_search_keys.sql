-- The inbox's search finds any part of a name (in any script, spelt loosely), of an e-mail address, of a
-- phone number or of a reference (server/submissions/search-key.ts). What it searches is written with each
-- submission: search_key (the name's loose Latin forms, the addresses, the phones' national digits) and
-- phone_key (the sender's phone as national digits, to notice a repeated submission). Both are personal
-- data, kept in the row so they are erased with it. Rows stored before this migration get their keys
-- from the server at its next start (server/submissions/search-key-fill.ts): transliteration is not SQL.
-- Only columns and indexes are added: the previous release keeps working (its rows are searched
-- through the same columns made in SQL until the fill).
ALTER TABLE contact_messages ADD COLUMN search_key text, ADD COLUMN phone_key text;
ALTER TABLE volunteer_applications ADD COLUMN search_key text, ADD COLUMN phone_key text;

-- "Probably the same person": another submission with the same address or phone within a day.
CREATE INDEX contact_messages_email_lower_idx ON contact_messages (lower(email), created_at);
CREATE INDEX contact_messages_phone_key_idx ON contact_messages (phone_key, created_at);
CREATE INDEX volunteer_applications_email_lower_idx ON volunteer_applications (lower(email), created_at);
CREATE INDEX volunteer_applications_phone_key_idx ON volunteer_applications (phone_key, created_at);

-- The tsvector indexes of migration 013 served the prefix search this replaces.
DROP INDEX contact_messages_search_idx;
DROP INDEX volunteer_applications_search_idx;
