-- Requests answered before answered_at existed (issue 37): the last change of a declined request, or of an accepted
-- one (confirmed, or cancelled after it was confirmed: its calendar SEQUENCE went up on the accept), is the best
-- record of the answer kept. Pending and expired requests stay unanswered.
UPDATE "bookings" SET "answered_at" = "updated_at"
WHERE "answered_at" IS NULL
  AND ("status" IN ('declined', 'confirmed', 'completed') OR ("status" = 'cancelled' AND "calendar_sequence" >= 2));
