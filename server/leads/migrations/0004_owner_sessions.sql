-- The owner's sign-in kept in the store, so it holds across processes and Pages isolates (issue 73). Times are
-- milliseconds since 1970 (UTC).

-- A session: the cookie holds a random token, the store only its SHA-256, so a copy of the file opens no inbox.
-- Sign-out deletes the row: a kept copy of the cookie is then worth nothing.
CREATE TABLE owner_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  -- The owner: GitHub's numeric account id, and the login it had then (lower case).
  github_id INTEGER NOT NULL,
  login TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX owner_sessions_by_end ON owner_sessions (ends_at);

-- The GitHub account each login of LEADS_OWNERS first signed in with: a login renamed and claimed by someone else is
-- another account, and is refused. A login taken off LEADS_OWNERS is forgotten at the next sign-in.
CREATE TABLE owner_accounts (
  login TEXT PRIMARY KEY,
  github_id INTEGER NOT NULL,
  first_seen_at INTEGER NOT NULL
);

-- OAuth states brought back, each good once; kept until it could no longer pass its age check.
CREATE TABLE sign_in_states (
  nonce TEXT PRIMARY KEY,
  until INTEGER NOT NULL
);
CREATE INDEX sign_in_states_by_until ON sign_in_states (until);

-- One row per sign-in request (a start or a callback) of a client (an HMAC of its network), for the rate limit.
CREATE TABLE sign_in_tries (
  client TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX sign_in_tries_by_client ON sign_in_tries (client, at);
CREATE INDEX sign_in_tries_by_time ON sign_in_tries (at);
