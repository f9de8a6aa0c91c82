-- Donations without a payment gateway. Everything here adds (tables): the previous release keeps working.
--
-- 1. A pledge: what a donor chose on /donate (an amount and what it is for) before paying. It holds
-- nothing about a person, so it is no submission; its reference is the `tr` of the UPI link and the
-- reference a bank transfer quotes, from the sequence every submission's reference comes from, so a
-- pledge's reference is never another submission's. Kept as long as donations are (tax law).
CREATE TABLE donation_pledges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE DEFAULT submission_reference(nextval('submission_reference_seq')),
  amount_rupees integer NOT NULL CHECK (amount_rupees > 0),
  purpose text NOT NULL,
  language text NOT NULL,
  spam_reason text,
  idempotency_key_hash bytea UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX donation_pledges_created_idx ON donation_pledges (created_at);

-- 2. A donation: what the donor told us after paying a pledge (the submission kind `donation`,
-- server/submissions/kinds.ts). An Aadhaar number is stored encrypted (id_number_encrypted, AES-256-GCM)
-- and only masked in id_number (XXXX XXXX 1234); every other ID is stored as typed, upper-cased.
CREATE TABLE donations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE DEFAULT submission_reference(nextval('submission_reference_seq')),
  pledge_reference text NOT NULL,
  amount_rupees integer NOT NULL,
  purpose text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  id_type text NOT NULL,
  id_number text NOT NULL,
  id_number_encrypted bytea,
  paid_on date NOT NULL,
  payment_mode text NOT NULL,
  transaction_ref text NOT NULL,
  -- A second donation quoting the same transaction reference is stored and flagged, not dropped.
  duplicate_of text,
  created_at timestamptz NOT NULL DEFAULT now(),
  spam_reason text,
  idempotency_key_hash bytea UNIQUE,
  notice_version text,
  consent_purpose text,
  consent_given_at timestamptz,
  notice_language text
);
CREATE INDEX donations_created_idx ON donations (created_at);
CREATE INDEX donations_email_idx ON donations (lower(email));
CREATE INDEX donations_transaction_idx ON donations (lower(transaction_ref));

-- 3. The settings that move money (UPI ID, payee, bank account, PAN, 80G and FCRA registrations):
-- changed by an admin only, each change audited and e-mailed to every admin. A setting without a row
-- shows its placeholder (server/donations/payment-settings.ts), marked for the foundation to fill in.
CREATE TABLE payment_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  updated_by bigint REFERENCES staff_members (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
