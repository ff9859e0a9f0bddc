-- What each session's browser said it was ("Chrome on Android"), so the owner tells two devices apart in the inbox's
-- list. Sessions from before have none, and the list names them as before.
ALTER TABLE owner_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
