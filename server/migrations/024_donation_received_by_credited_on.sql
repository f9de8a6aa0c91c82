-- Whether and when a donation's money came is the treasurer's Mark received: money_status = 'received' with
-- credited_on, the day the bank credited it (021). Form 10BD and the Form 10BE match read those; the separate
-- received_at column (022), which nothing filled, goes.
DROP INDEX IF EXISTS donations_received_idx;
ALTER TABLE donations DROP COLUMN IF EXISTS received_at;
