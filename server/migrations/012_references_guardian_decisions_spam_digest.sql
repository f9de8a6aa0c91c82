-- Issue #24. Everything here adds (a column, a default, an index): the previous release keeps working.
--
-- 1. A short reference for every submission, one a person can read out on the phone ("K7M2-9QXD"):
-- 8 characters of Crockford's base32 (no I, L, O or U, so nothing reads as another), shown grouped
-- 4-4 and stored without the dash. It comes from one sequence shared by every submission table, passed
-- through a bijection of the 40-bit numbers (times an odd constant, modulo 2^40: Fibonacci hashing),
-- so it is unique across every kind by construction (no retry on a collision) and neighbouring
-- submissions share no look: a misread character almost never lands on another real submission.
-- It opens nothing: staff tools that act on it check the caller as for any request.
CREATE SEQUENCE submission_reference_seq;

CREATE FUNCTION submission_reference(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((x >> (5 * (7 - i))) & 31)::int + 1, 1), '' ORDER BY i)
  FROM (SELECT ((n::numeric * 679891637639) % 1099511627776)::bigint AS x) AS scrambled,
    generate_series(0, 7) AS i
$$;

ALTER TABLE contact_messages ADD COLUMN reference text;
UPDATE contact_messages SET reference = submission_reference(nextval('submission_reference_seq'));
ALTER TABLE contact_messages
  ALTER COLUMN reference SET DEFAULT submission_reference(nextval('submission_reference_seq')),
  ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX contact_messages_reference_idx ON contact_messages (reference);

ALTER TABLE volunteer_applications ADD COLUMN reference text;
UPDATE volunteer_applications SET reference = submission_reference(nextval('submission_reference_seq'));
ALTER TABLE volunteer_applications
  ALTER COLUMN reference SET DEFAULT submission_reference(nextval('submission_reference_seq')),
  ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX volunteer_applications_reference_idx ON volunteer_applications (reference);

-- 2. When the parent or guardian confirmed (the team e-mail and the export show it); NULL for adults
-- and for applications confirmed before this column existed.
ALTER TABLE volunteer_applications ADD COLUMN guardian_confirmed_at timestamptz;

-- 3. What a guardian's used link decided, so opening it again says "already confirmed (or refused) on
-- ..." instead of "this link does not work". A refused link keeps no subject: its application is erased.
ALTER TABLE privacy_links ADD COLUMN outcome text CHECK (outcome IN ('confirmed', 'refused'));

-- 4. The daily digest of submissions flagged as spam, to the team: at most one per day (the IST day
-- number is its submission_id), whichever instance queues it first.
CREATE UNIQUE INDEX outbox_spam_digest_day_idx ON outbox (submission_id) WHERE submission_type = 'spam-digest';
