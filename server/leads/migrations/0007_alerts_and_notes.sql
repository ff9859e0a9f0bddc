-- Phone alerts and private notes (issue 76). Times are milliseconds since 1970 (UTC).

-- The owner's own notes on a lead: shown in the inbox and exported, never sent to the customer, a webhook or a push.
ALTER TABLE leads ADD COLUMN notes TEXT NOT NULL DEFAULT '';

-- A device's Web Push subscription lives on its session: signing the device out takes its alerts with it. Empty when
-- alerts are off. push_keys is the subscription's keys as JSON ({"p256dh": …, "auth": …}).
ALTER TABLE owner_sessions ADD COLUMN push_endpoint TEXT NOT NULL DEFAULT '';
ALTER TABLE owner_sessions ADD COLUMN push_keys TEXT NOT NULL DEFAULT '';
-- When the device last took an alert (0: never).
ALTER TABLE owner_sessions ADD COLUMN last_alert_at INTEGER NOT NULL DEFAULT 0;
-- When its push service said the subscription is gone (404, 410), until alerts are on again: the device list says so,
-- and the owner's next alert e-mail, once (stop_told).
ALTER TABLE owner_sessions ADD COLUMN alerts_stopped_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE owner_sessions ADD COLUMN stop_told INTEGER NOT NULL DEFAULT 0;
-- One browser's subscription alerts through one session: turning alerts on elsewhere in it moves them there.
CREATE UNIQUE INDEX owner_sessions_by_push_endpoint ON owner_sessions (push_endpoint) WHERE push_endpoint <> '';
