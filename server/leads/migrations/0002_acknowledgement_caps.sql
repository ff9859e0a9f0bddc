-- The acknowledgement's caps (issue 64). The daily cap counts one mailbox once however its address is written
-- (store.ts, mailboxOf); the hourly cap over all addresses (LEADS_ACK_LIMIT) counts by time.
ALTER TABLE leads ADD COLUMN mailbox TEXT NOT NULL DEFAULT '';
-- 'address' or 'hour' when no acknowledgement went out, and why: the owner's alert says so.
ALTER TABLE leads ADD COLUMN acknowledgement_withheld TEXT NOT NULL DEFAULT '';
UPDATE leads SET mailbox = lower(trim(email));
CREATE INDEX leads_by_mailbox ON leads (mailbox, created_at);
CREATE INDEX outbox_by_kind ON outbox (kind, created_at);
