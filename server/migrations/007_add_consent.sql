-- Consent to the privacy notice (issue #15, DPDP Act): every submission stores which notice it was
-- sent under and for what. notice_version: the first 12 hex digits of the SHA-256 of the notice's
-- words (schema/api/privacy-notice.ts); consent_purpose: why the details were collected
-- ('contact-enquiry', 'volunteer-application'); consent_given_at: when the box was ticked and sent;
-- notice_language: the language the notice was shown in ('en' until issue #17).
-- Rows stored before this migration have NULL: they were collected before a notice was shown.
ALTER TABLE contact_messages
  ADD COLUMN notice_version text,
  ADD COLUMN consent_purpose text,
  ADD COLUMN consent_given_at timestamptz,
  ADD COLUMN notice_language text;

ALTER TABLE volunteer_applications
  ADD COLUMN notice_version text,
  ADD COLUMN consent_purpose text,
  ADD COLUMN consent_given_at timestamptz,
  ADD COLUMN notice_language text,
  -- 'given': the applicant (18 or over) agreed; 'awaiting_guardian': under 18, stored until a parent
  -- or guardian confirms (never notified before). Later states are the guardian flow's to add.
  ADD COLUMN consent_status text,
  -- The parent or guardian asked to agree for an applicant under 18; NULL for adults.
  ADD COLUMN guardian_name text,
  ADD COLUMN guardian_email text,
  ADD COLUMN guardian_relationship text;

-- Applications waiting for a guardian are found by age (erased after 7 days unconfirmed).
CREATE INDEX volunteer_applications_awaiting_guardian_idx ON volunteer_applications (created_at)
  WHERE consent_status = 'awaiting_guardian';
