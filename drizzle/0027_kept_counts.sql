-- Counts kept with the writes (issue 33): the open-jobs total was a count(*) over ~19,000 rows on every list page.
-- row_counts holds the number of jobs whose status is 'open', moved by statement triggers in the writing
-- transaction (the counter row's lock orders concurrent writers). An open job whose closing time has passed
-- is subtracted at read time through jobs_status_closes_idx (db/counts.ts).
CREATE TABLE "row_counts" (
  "name" text PRIMARY KEY NOT NULL,
  "n" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION jobs_open_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE status = 'open');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE status = 'open');
  END IF;
  IF delta <> 0 THEN
    UPDATE row_counts SET n = n + delta WHERE name = 'jobs_open_status';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_open_count_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_open_count_moved();--> statement-breakpoint
CREATE TRIGGER "jobs_open_count_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_open_count_moved();--> statement-breakpoint
CREATE TRIGGER "jobs_open_count_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_open_count_moved();--> statement-breakpoint
INSERT INTO row_counts (name, n) SELECT 'jobs_open_status', count(*) FROM jobs WHERE status = 'open';
