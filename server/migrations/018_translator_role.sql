-- The translator role: a member who reviews and corrects the Hindi and Telugu texts of the draft in the
-- staff area (schema/api/staff.ts STAFF_AREAS.translations) and may open nothing else.
ALTER TABLE staff_members DROP CONSTRAINT staff_members_role_check;
ALTER TABLE staff_members ADD CONSTRAINT staff_members_role_check
  CHECK (role IN ('admin', 'coordinator', 'editor', 'translator'));
