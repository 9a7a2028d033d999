-- The planner estimates how selective a trigram condition (term <% lower(title)) is by evaluating the operator
-- against every value the statistics keep for that index expression: up to ~200 word_similarity calls per
-- condition. A two-word job search over four fields cost more to plan (5-6 ms) than to run. Without
-- statistics on these expressions the planner uses a fixed estimate, still chooses the trigram indexes, and
-- plans in a fraction of a millisecond. The indexes are rebuilt so that statistics gathered before are gone.
DROP INDEX IF EXISTS "jobs_title_trgm";--> statement-breakpoint
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
ALTER INDEX "jobs_title_trgm" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_company_name_trgm";--> statement-breakpoint
CREATE INDEX "jobs_company_name_trgm" ON "jobs" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
ALTER INDEX "jobs_company_name_trgm" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_location_trgm";--> statement-breakpoint
CREATE INDEX "jobs_location_trgm" ON "jobs" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
ALTER INDEX "jobs_location_trgm" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_job_requirements_trgm";--> statement-breakpoint
CREATE INDEX "jobs_job_requirements_trgm" ON "jobs" USING gin (lower("job_requirements") gin_trgm_ops);--> statement-breakpoint
ALTER INDEX "jobs_job_requirements_trgm" ALTER COLUMN 1 SET STATISTICS 0;
