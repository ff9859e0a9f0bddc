-- The lead store (decision 030). Plain SQL that SQLite (node:sqlite) and D1 both run; wrangler applies this folder to
-- D1 (migrations_dir), the Node server applies what is new at first use (server/leads/node-sqlite.ts). Times are
-- milliseconds since 1970 (UTC).

-- One row per quote request, as typed (text only: markup stays text wherever it is shown).
CREATE TABLE leads (
  reference TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  suburb TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  service_type TEXT NOT NULL,
  message TEXT NOT NULL,
  estimate TEXT NOT NULL DEFAULT '',
  -- The page the request came from, without its query or fragment.
  page TEXT NOT NULL DEFAULT '',
  -- The visitor's own clock when they pressed Send, as their browser gave it.
  sent_at TEXT NOT NULL DEFAULT '',
  -- An HMAC of the visitor's network address, for the rate limit; the address itself is not kept.
  client_key TEXT NOT NULL,
  -- The form token's nonce: the same request posted again is this lead, not a second one.
  request_key TEXT NOT NULL UNIQUE
);
CREATE INDEX leads_by_client ON leads (client_key, created_at);
CREATE INDEX leads_by_time ON leads (created_at);

-- Every e-mail of a lead, written in the lead's own transaction; one per lead and kind.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL,
  -- 'alert' (to the owner) or 'acknowledgement' (to the visitor).
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  -- 'pending', 'sent' or 'failed'.
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  -- A sender holds a message until lease_until; a sender that died lets go when it passes.
  lease_until INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT NOT NULL DEFAULT '',
  last_error TEXT NOT NULL DEFAULT '',
  sent_at INTEGER,
  UNIQUE (reference, kind)
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_by_recipient ON outbox (kind, recipient, created_at);

-- The store's own settings: the token secret when LEADS_SECRET is not set.
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
