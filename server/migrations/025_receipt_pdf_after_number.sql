-- A receipt is numbered in the transaction that marks the money and its PDF made just after it, outside
-- the series' lock (a PDF takes a second on a busy machine): until the PDF is stored, `pdf` is empty and
-- `content` holds what the receipt states, as issued, so a PDF that could not be made is made later from
-- it (server/donations/receipt-store.ts, completePendingReceipts). `content` is emptied once the PDF is
-- stored. Both are erased with the receipt, that is with the donation.
ALTER TABLE donation_receipts ALTER COLUMN pdf DROP NOT NULL;
ALTER TABLE donation_receipts ADD COLUMN content text;
CREATE INDEX donation_receipts_pending_idx ON donation_receipts (id) WHERE pdf IS NULL;
