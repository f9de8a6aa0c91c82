-- Issue #17: the language of a "your data" request, the language of the page it was sent from
-- ('en', 'hi', 'te'). The link email is written in it when it is delivered, and the pages the link
-- opens (the list, its notices, its confirmation email) speak it. Not personal data; the row keeps
-- its retention (erased two days after the request, with the address).
ALTER TABLE data_requests
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'te'));
