-- The foundation's side of a donation: a treasurer (or an admin) checks the bank statement and marks
-- each donation received (then a numbered receipt is issued) or not received (the donor is told).
-- Everything here adds: the previous release keeps working.

-- 1. The treasurer role: the Donations area of the staff pages (schema/api/staff.ts STAFF_AREAS).
ALTER TABLE staff_members DROP CONSTRAINT staff_members_role_check;
ALTER TABLE staff_members ADD CONSTRAINT staff_members_role_check
  CHECK (role IN ('admin', 'coordinator', 'editor', 'translator', 'treasurer'));

-- 2. Whether the money came: NULL while nobody has looked; 'received' with the day the bank credited it and
-- the bank's reference; 'not-received' with the reason the donor was told. Erased with the donation.
ALTER TABLE donations
  ADD COLUMN money_status text CHECK (money_status IN ('received', 'not-received')),
  ADD COLUMN credited_on date,
  ADD COLUMN bank_reference text,
  ADD COLUMN not_received_reason text,
  ADD COLUMN money_checked_at timestamptz,
  ADD COLUMN money_checked_by bigint REFERENCES staff_members (id) ON DELETE SET NULL;

-- 3. The receipts' numbers: one gap-free series per financial year (India time, April to March). The
-- counter is raised in the transaction that issues the receipt, so a failed issue gives its number back and
-- two issues at once wait for each other's row lock: never a gap, never a number twice. No personal data;
-- a year's row is kept as long as the database (a few rows).
CREATE TABLE receipt_series (
  financial_year text PRIMARY KEY,
  last_serial integer NOT NULL CHECK (last_serial > 0)
);

-- 4. The receipts issued: never changed once issued (the PDF is kept as it was sent); a mistake is
-- cancelled with a reason (its number stays, marked cancelled) and a new one issued. Erased with the
-- donation (its retention is the tax law's, RETENTION_DONATION_MONTHS), the PDF with it.
CREATE TABLE donation_receipts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  donation_id bigint NOT NULL REFERENCES donations (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  financial_year text NOT NULL,
  serial integer NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  issued_by bigint REFERENCES staff_members (id) ON DELETE SET NULL,
  pdf bytea NOT NULL,
  -- The e-mail that carries it (rendered at delivery from this row: the outbox keeps no copy of the PDF).
  outbox_id bigint,
  cancelled_at timestamptz,
  cancelled_by bigint REFERENCES staff_members (id) ON DELETE SET NULL,
  cancel_reason text,
  -- The cancelled receipt this one was issued in place of.
  replaces_number text,
  UNIQUE (financial_year, serial)
);
CREATE INDEX donation_receipts_donation_idx ON donation_receipts (donation_id);
CREATE INDEX donation_receipts_outbox_idx ON donation_receipts (outbox_id);
-- At most one receipt in force per donation.
CREATE UNIQUE INDEX donation_receipts_in_force_idx ON donation_receipts (donation_id) WHERE cancelled_at IS NULL;
