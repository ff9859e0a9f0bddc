-- The owner's words with a decline (issue 73), kept on the lead for the export: the customer's e-mail and the webhook
-- carry them from the step's own payload (0003), empty for any other step.
ALTER TABLE leads ADD COLUMN decline_message TEXT NOT NULL DEFAULT '';
