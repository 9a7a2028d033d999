CREATE TYPE "public"."employer_responsiveness_state" AS ENUM('new', 'slow', 'rated');--> statement-breakpoint
CREATE TABLE "employer_responsiveness" (
	"company_name" text PRIMARY KEY NOT NULL,
	"state" "employer_responsiveness_state" NOT NULL,
	"window_days" integer NOT NULL,
	"applications" integer NOT NULL,
	"reply_rate" integer,
	"median_days" integer,
	"median_exact" double precision,
	"actively_reviewing" boolean NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_applications_job_user_unique";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "first_status_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "last_status_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_applications_applied_idx" ON "job_applications" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "jobs_company_name_idx" ON "jobs" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_user_unique" ON "job_applications" USING btree ("job_id","user_id") WHERE "job_applications"."withdrawn_at" is null;