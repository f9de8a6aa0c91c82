-- When the foundation saw a donation's money in its account: null until then. Form 10BD lists only
-- donations received in its financial year (server/donations/form-10bd.ts). Added only if absent: the
-- staff's Mark received adds the same column, and either may reach a database first.
ALTER TABLE donations ADD COLUMN IF NOT EXISTS received_at timestamptz;
CREATE INDEX IF NOT EXISTS donations_received_idx ON donations (received_at);
