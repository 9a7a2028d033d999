-- "Responsive employers" off an index (issue 37): the sort joined every open job (19,000 at scale) to its company's
-- figures and sorted them all for each page. Each job now carries its company's ranks, copied by triggers in the
-- writing transaction: from employer_responsiveness when a company's figures change, and onto a job when it is posted
-- or moves to another company. The ranks: rated first (by reply rate, then the shorter median), then new, then slow.
ALTER TABLE "jobs" ADD COLUMN "employer_state_rank" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_reply_rank" double precision DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_speed_rank" double precision DEFAULT -1000000000 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_status_responsive_idx" ON "jobs" USING btree ("status","employer_state_rank" DESC NULLS FIRST,"employer_reply_rank" DESC NULLS FIRST,"employer_speed_rank" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION employer_ranks(state employer_responsiveness_state, reply_rate integer, median_exact double precision,
  OUT state_rank double precision, OUT reply_rank double precision, OUT speed_rank double precision)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE coalesce(state, 'new') WHEN 'rated' THEN 2 WHEN 'new' THEN 1 ELSE 0 END::double precision,
    coalesce(reply_rate, -1)::double precision, coalesce(-median_exact, -1e9)::double precision
$$;--> statement-breakpoint
CREATE FUNCTION jobs_take_employer_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r.state_rank, r.reply_rank, r.speed_rank
    INTO NEW.employer_state_rank, NEW.employer_reply_rank, NEW.employer_speed_rank
    FROM (SELECT 1) one
    LEFT JOIN employer_responsiveness e ON e.company_name = NEW.company_name
    CROSS JOIN LATERAL employer_ranks(e.state, e.reply_rate, e.median_exact) r;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_take_employer_ranks" BEFORE INSERT OR UPDATE OF company_name ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_take_employer_ranks();--> statement-breakpoint
CREATE FUNCTION employer_ranks_to_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET employer_state_rank = r.state_rank, employer_reply_rank = r.reply_rank, employer_speed_rank = r.speed_rank
    FROM employer_ranks(NEW.state, NEW.reply_rate, NEW.median_exact) r
    WHERE j.company_name = NEW.company_name
      AND (j.employer_state_rank, j.employer_reply_rank, j.employer_speed_rank) IS DISTINCT FROM (r.state_rank, r.reply_rank, r.speed_rank);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "employer_ranks_to_jobs" AFTER INSERT OR UPDATE ON "employer_responsiveness"
  FOR EACH ROW EXECUTE FUNCTION employer_ranks_to_jobs();--> statement-breakpoint
UPDATE jobs j SET employer_state_rank = r.state_rank, employer_reply_rank = r.reply_rank, employer_speed_rank = r.speed_rank
  FROM employer_responsiveness e CROSS JOIN LATERAL employer_ranks(e.state, e.reply_rate, e.median_exact) r
  WHERE e.company_name = j.company_name;
