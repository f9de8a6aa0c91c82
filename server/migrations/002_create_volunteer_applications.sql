-- Applications sent through the Join Us form (POST /api/volunteer-simple).
-- selectedInitiative is not stored: the API requires it to equal domain.
CREATE TABLE volunteer_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  domain text NOT NULL CHECK (domain IN ('ccae', 'csii', 'csaa', 'general')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  contact text NOT NULL,
  date_of_birth date NOT NULL,
  email text NOT NULL,
  why_join_us text NOT NULL,
  questions_for_us text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX volunteer_applications_created_at_idx ON volunteer_applications (created_at);
