ALTER TABLE "mentor_availability" ADD COLUMN "session_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD COLUMN "buffer_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD COLUMN "dates_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD COLUMN "horizon_days" smallint DEFAULT 3 NOT NULL;