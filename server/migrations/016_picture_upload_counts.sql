-- Issue #27: the staff area's picture uploads are counted per staff member in person_counts (by member id,
-- never an address), so every instance on one Postgres shares the budget (60 in 10 minutes); the counts go
-- with the rest of person_counts after two days (purgeCounts).
ALTER TABLE person_counts DROP CONSTRAINT person_counts_kind_check;
ALTER TABLE person_counts ADD CONSTRAINT person_counts_kind_check
  CHECK (kind IN ('recipient', 'your-data', 'correction', 'staff-sign-in', 'picture-upload'));
