-- The "Responsive employers" filter's total kept with the writes (issue 37), as the open jobs' is (0027): counting the
-- open jobs of responsive employers read 17,740 rows at scale (35 ms) for every filtered page. The flag is the jobs'
-- copy of their company's ranks (0044) compared with RESPONSIVE_MIN_REPLY_RATE (careers.constants.ts, 50).
ALTER TABLE "jobs" ADD COLUMN "employer_responsive" boolean GENERATED ALWAYS AS (employer_state_rank = 2 and employer_reply_rank >= 50) STORED;--> statement-breakpoint
INSERT INTO row_counts (name, n)
  SELECT 'jobs_open_responsive', count(*) FROM jobs WHERE status = 'open' AND employer_responsive;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_open_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  responsive bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE status = 'open');
    responsive := responsive + (SELECT count(*) FROM new_rows WHERE status = 'open' AND employer_responsive);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE status = 'open');
    responsive := responsive - (SELECT count(*) FROM old_rows WHERE status = 'open' AND employer_responsive);
  END IF;
  IF delta <> 0 THEN
    UPDATE row_counts SET n = n + delta WHERE name = 'jobs_open_status';
  END IF;
  IF responsive <> 0 THEN
    UPDATE row_counts SET n = n + responsive WHERE name = 'jobs_open_responsive';
  END IF;
  RETURN NULL;
END
$$;
