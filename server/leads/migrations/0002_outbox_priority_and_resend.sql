-- The owner hears first (issue 64): the queue claims by priority, and an alert comes before any acknowledgement
-- whenever they came in. A generated column, so every writer of the outbox gets it without saying so.
ALTER TABLE outbox ADD COLUMN priority INTEGER GENERATED ALWAYS AS (CASE kind WHEN 'alert' THEN 0 ELSE 1 END) VIRTUAL;
-- `npm run leads -- resend`: a message put back in the queue gets a new day of retries from then.
ALTER TABLE outbox ADD COLUMN requeued_at INTEGER NOT NULL DEFAULT 0;
