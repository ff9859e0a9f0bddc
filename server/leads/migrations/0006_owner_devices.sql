-- The owner's devices (issue 76): a phone signs in for 90 days with a short code made in the signed-in inbox, and every
-- session is listed as a device the owner can sign out. Times are milliseconds since 1970 (UTC).

-- How the session began: 'browser' (the GitHub sign-in) or 'phone' (a code from the inbox).
ALTER TABLE owner_sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'browser';

-- A code that signs a phone in: its HMAC under the store's secret, never the code itself; whose it is; until when.
-- Deleted as it is used, so it works once; an owner has one at a time.
CREATE TABLE phone_codes (
  code_hash TEXT PRIMARY KEY,
  github_id INTEGER NOT NULL,
  login TEXT NOT NULL,
  ends_at INTEGER NOT NULL
);
