CREATE TYPE "public"."queued_job_state" AS ENUM('pending', 'done', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "queued_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" "queued_job_state" DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "queued_jobs_kind_key_uq" ON "queued_jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "queued_jobs_due_idx" ON "queued_jobs" USING btree ("run_at") WHERE "queued_jobs"."state" = 'pending';