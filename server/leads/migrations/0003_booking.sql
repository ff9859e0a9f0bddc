-- Asking for a day (issue 67). The day and the arrival window the customer asked for, empty when booking was off:
-- YYYY-MM-DD on the business's calendar (Australia/Sydney) and the window's times, HH:MM-HH:MM on its clock.
ALTER TABLE leads ADD COLUMN preferred_date TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN arrival_window TEXT NOT NULL DEFAULT '';
-- Where the owner has it: 'new', 'contacted', 'confirmed' or 'declined'. Expired is not stored: a request whose day has
-- passed unconfirmed reads as expired (store.ts, shownState).
ALTER TABLE leads ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
  CHECK (state IN ('new', 'contacted', 'confirmed', 'declined'));
-- The day and window the owner confirmed, as the calendar invitation has them (kept after a decline: its cancel
-- names the same event).
ALTER TABLE leads ADD COLUMN confirmed_date TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN confirmed_window TEXT NOT NULL DEFAULT '';
-- The invitation's SEQUENCE: 0 for the first, one more for each file after it (a moved day, a cancel).
ALTER TABLE leads ADD COLUMN calendar_sequence INTEGER NOT NULL DEFAULT 0;
CREATE INDEX leads_by_state ON leads (state, created_at);
-- What an owner's step or a webhook event was when it happened (JSON: the state, the day and window confirmed, the
-- invitation's sequence, the owner's message): the message built from it at send time says what was decided then,
-- even after a later step changed the lead.
ALTER TABLE outbox ADD COLUMN payload TEXT NOT NULL DEFAULT '';
