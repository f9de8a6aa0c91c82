// For the backup test: one or more rows in every table the migrations make, with every column type
// they use (bytea, jsonb, date, uuid, text with line breaks and Indian scripts), and a reader of all
// tables row by row.
import type { Queryable } from '../../db/database.ts';

const SQL = `
INSERT INTO contact_messages (name, phone, email, message, idempotency_key_hash, spam_reason,
  notice_version, consent_purpose, consent_given_at, notice_language, created_at)
VALUES ('आशा राव', '+91 98765 43210', 'asha@example.org', E'Line one\\nలైన్ రెండు', '\\xdeadbeef'::bytea, NULL,
        'v1-abc', 'contact-enquiry', '2025-06-01T10:00:00Z', 'hi', '2025-06-01T10:00:00Z'),
       ('Spam Bot', '000', 'bot@example.net', 'buy now', NULL, 'honeypot', NULL, NULL, NULL, NULL, now());
INSERT INTO volunteer_applications (domain, first_name, last_name, contact, date_of_birth, email, why_join_us,
  questions_for_us, notice_version, consent_purpose, consent_given_at, notice_language, consent_status,
  guardian_name, guardian_email, guardian_relationship)
VALUES ('csii', 'Ravi', 'Kumar', '9876543210', '2001-09-05', 'ravi@example.org', 'To help.', '', 'v1-def',
        'volunteer-application', now(), 'en', 'given', NULL, NULL, NULL),
       ('ccae', 'Meena', 'S', '9876500000', '2010-02-03', 'meena@example.org', 'Learning.', 'When?', 'v1-def',
        'volunteer-application', now(), 'te', 'awaiting_guardian', 'Lakshmi S', 'lakshmi@example.org', 'Mother');
INSERT INTO outbox (kind, purpose, submission_type, submission_id, payload, status, attempts, next_attempt_at,
  last_error, message_id, created_at, sent_at, admitted_at)
VALUES ('email', 'team-notification', 'contact', 1, NULL, 'sent', 1, NULL, NULL, '<a@example.org>', now(), now(), now()),
       ('email', 'acknowledgement', 'contact', 1, NULL, 'pending', 0, now(), NULL, '<b@example.org>', now(), NULL, NULL),
       ('email', 'guardian-request', 'volunteer', 2, NULL, 'failed', 10, NULL, '550', '<c@example.org>', now(), NULL, now()),
       ('email', 'acknowledgement', 'volunteer', 1, NULL, 'suppressed', 0, NULL, NULL, '<d@example.org>', now(), NULL, now()),
       ('webhook', 'submission', 'volunteer', 1, '{"body": {"kind": "volunteer", "n": [1, 2]}}'::jsonb, 'sending', 1,
        now(), NULL, '<e@example.org>', now(), NULL, NULL);
INSERT INTO privacy_links (token_hash, purpose, subject, expires_at, used_at)
VALUES ('\\x0102'::bytea, 'guardian', 'volunteer:2', now() + interval '7 days', NULL),
       ('\\x0304'::bytea, 'your-data', 'request:1', now() + interval '1 day', now());
INSERT INTO data_requests (email, person_hash, language) VALUES ('asha@example.org', 'ab12', 'hi');
INSERT INTO processing_log (action, person_hash, submission_type, count, reason)
VALUES ('stored', 'ab12', 'contact', NULL, NULL), ('purged', NULL, 'spam', 3, 'flagged as spam: kept 30 days');
INSERT INTO person_counts (kind, person_hash, bucket, n) VALUES ('recipient', 'ab12', date_trunc('hour', now()), 2);
`;

// The staff area's tables, the inbox's and the content revisions', filled when the schema has them.
const STAFF_SQL = `
INSERT INTO staff_members (email, display_name, role) VALUES ('admin@example.org', 'Admin', 'admin');
INSERT INTO staff_passkeys (staff_id, credential_id, public_key, transports)
VALUES (1, 'credential-1', '\\x0a0b'::bytea, '{internal,hybrid}');
INSERT INTO staff_sign_in_links (token_hash, staff_id, expires_at) VALUES ('\\x05'::bytea, 1, now() + interval '15 minutes');
INSERT INTO staff_sessions (token_hash, staff_id, via, idle_expires_at, expires_at)
VALUES ('\\x06'::bytea, 1, 'passkey', now() + interval '30 minutes', now() + interval '8 hours');
INSERT INTO staff_challenges (challenge_hash, purpose, staff_id, expires_at)
VALUES ('\\x07'::bytea, 'registration', 1, now() + interval '5 minutes');
INSERT INTO staff_audit (actor_id, action, subject_type, subject_id, details)
VALUES (1, 'signed-in', 'staff', 1, '{"via": "passkey"}'::jsonb);
INSERT INTO inbox_items (submission_type, submission_id, status, assignee_id) VALUES ('contact', 1, 'in-progress', 1);
INSERT INTO inbox_notes (submission_type, submission_id, author_id, body) VALUES ('contact', 1, 1, 'Called back.');
INSERT INTO correction_requests (email, submission_type, submission_id, body, language)
VALUES ('asha@example.org', 'contact', 1, 'My phone number is 9876543210.', 'hi');
INSERT INTO content_revisions (state, source, pages_text, translations, fingerprints, note, staff_id, published_at, published_by)
VALUES ('published', 'editor', '{"version": 1}', '{"hi": "{}"}'::jsonb, '{"pages": "ab"}'::jsonb, 'First', 1, now(), 1);
INSERT INTO content_heads (draft_id, published_id) VALUES (1, 1);
INSERT INTO content_working_copies (staff_id, base_id, pages_text, translations)
VALUES (1, 1, '{"version": 1, "pages": []}', '{"hi": "{}"}'::jsonb);
INSERT INTO content_pictures (src, media_type, bytes, variants, staff_id)
VALUES ('/images/uploaded/well.jpg', 'image/jpeg', '\\xffd8'::bytea, '{"480": "well-480.avif"}'::jsonb, 1);
INSERT INTO content_picture_copies (picture_id, file, bytes) VALUES (1, '/assets/img/well-ab12cd34-480.avif', '\\x0001'::bytea);
INSERT INTO donation_pledges (amount_rupees, purpose, language) VALUES (2500, 'general', 'te');
INSERT INTO donations (pledge_reference, amount_rupees, purpose, name, email, phone, address, id_type, id_number,
  id_number_encrypted, paid_on, payment_mode, transaction_ref, search_key, phone_key)
VALUES ((SELECT reference FROM donation_pledges), 2500, 'general', 'Asha Rao', 'asha@example.org', '98765 43210',
  '1 Example Road, Example City', 'aadhaar', 'XXXX XXXX 1234', '\\x0102'::bytea, '2026-11-28', 'upi', '612345678901',
  '|asha rao|', '9876543210');
INSERT INTO payment_settings (name, value, updated_by) VALUES ('upiId', 'foundation@example', 1);
UPDATE donations SET money_status = 'received', credited_on = '2026-11-28', bank_reference = 'UTR612345678901',
  money_checked_at = now(), money_checked_by = 1;
INSERT INTO receipt_series (financial_year, last_serial) VALUES ('2026-27', 1);
INSERT INTO donation_receipts (donation_id, number, financial_year, serial, issued_by, pdf)
VALUES (1, 'EWF/2026-27/00001', '2026-27', 1, 1, '\\x255044462d'::bytea);
`;

export async function fillEveryKindOfRow(db: Queryable): Promise<void> {
  await db.exec(SQL);
  const { rows } = await db.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'staff_audit'`,
  );
  if (rows.length > 0) await db.exec(STAFF_SQL);
}

/** Every table of the current schema (schema_migrations too), each row in key order. */
export async function snapshot(db: Queryable): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables) all[name] = (await db.query(`SELECT * FROM "${name}" ORDER BY 1, 2`)).rows;
  return all;
}
