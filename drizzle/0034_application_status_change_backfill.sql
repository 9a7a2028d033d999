-- Applications moved before the status-change times were kept: the last write (updated_at) is when an operator
-- last moved them, and the best record there is of the first move (exact for the many moved once; for the rest it
-- counts the reply as later than it was, never earlier). Pending ones were never moved and keep nulls.
UPDATE "job_applications"
SET "first_status_change_at" = "updated_at", "last_status_change_at" = "updated_at"
WHERE "status" <> 'pending';
