CREATE TABLE "feature_launches" (
	"feature" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'coming' NOT NULL,
	"launch_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "feature_launches_status_check" CHECK ("feature_launches"."status" in ('coming', 'live')),
	CONSTRAINT "feature_launches_coming_dated" CHECK ("feature_launches"."status" = 'live' or "feature_launches"."launch_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "feature_launches" ADD CONSTRAINT "feature_launches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;