CREATE TYPE "public"."humanlib_report_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TABLE "humanlib_acceptances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_adult" boolean NOT NULL,
	CONSTRAINT "humanlib_acceptances_adult" CHECK ("humanlib_acceptances"."confirmed_adult")
);
--> statement-breakpoint
CREATE TABLE "humanlib_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "humanlib_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "humanlib_blocks_not_self" CHECK ("humanlib_blocks"."blocker_id" <> "humanlib_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "humanlib_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"reported_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"status" "humanlib_report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "humanlib_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "humanlib_acceptances" ADD CONSTRAINT "humanlib_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "humanlib_blocks" ADD CONSTRAINT "humanlib_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "humanlib_blocks" ADD CONSTRAINT "humanlib_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "humanlib_reports" ADD CONSTRAINT "humanlib_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "humanlib_reports" ADD CONSTRAINT "humanlib_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "humanlib_suspensions" ADD CONSTRAINT "humanlib_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "humanlib_suspensions" ADD CONSTRAINT "humanlib_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "humanlib_blocks_blocked_idx" ON "humanlib_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "humanlib_reports_queue_idx" ON "humanlib_reports" USING btree ("status","crisis" DESC NULLS LAST,"created_at" DESC NULLS LAST);