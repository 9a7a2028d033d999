-- Sessions never overlap: one mentor, and one student, hold at most one confirmed session at any instant
-- (issue 32.1). btree_gist lets a GiST exclusion constraint compare the uuid with = beside the time range's &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- The time a session takes, [start, start + duration). Adding minutes to a timestamptz does not depend on the
-- time zone setting, so the function is truly immutable, as an index expression must be (timestamptz + interval
-- itself is only stable, for months and days).
CREATE OR REPLACE FUNCTION booking_span(scheduled_at timestamptz, duration smallint) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tstzrange(scheduled_at, scheduled_at + duration * interval '1 minute', '[)') $$;
--> statement-breakpoint
-- Overlaps confirmed before this rule: a session already held is marked completed, a coming one that overlaps
-- an earlier-made one is cancelled with the reason, so the constraints below can be added.
UPDATE bookings b SET
  status = CASE WHEN b.scheduled_at + b.duration * interval '1 minute' <= now() THEN 'completed'::booking_status ELSE 'cancelled'::booking_status END,
  reason = CASE WHEN b.scheduled_at + b.duration * interval '1 minute' <= now() THEN b.reason ELSE 'It overlapped another confirmed session.' END,
  updated_at = now()
WHERE b.status = 'confirmed' AND EXISTS (
  SELECT 1 FROM bookings a
  WHERE a.status = 'confirmed' AND a.id <> b.id
    AND (a.mentor_id = b.mentor_id OR a.student_id = b.student_id)
    AND booking_span(a.scheduled_at, a.duration) && booking_span(b.scheduled_at, b.duration)
    AND (a.created_at, a.id) < (b.created_at, b.id)
);
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_mentor_no_overlap
  EXCLUDE USING gist (mentor_id WITH =, booking_span(scheduled_at, duration) WITH &&) WHERE (status = 'confirmed');
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_student_no_overlap
  EXCLUDE USING gist (student_id WITH =, booking_span(scheduled_at, duration) WITH &&) WHERE (status = 'confirmed');
