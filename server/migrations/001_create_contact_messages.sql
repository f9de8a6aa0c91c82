-- Messages sent through the Contact Us form (POST /api/contact).
CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Staff export reads "since a date", newest last.
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at);
