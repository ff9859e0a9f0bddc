-- Since decision 065 the owner's step deletes a lead's reminders in its own batch, and the send loop no longer drops a
-- stale one when it comes due: the reminders of leads already answered before this release go now.
DELETE FROM outbox
WHERE status <> 'sent' AND (kind = 'reminder' OR kind LIKE 'push-reminder-%')
  AND reference IN (SELECT reference FROM leads WHERE state <> 'new');
