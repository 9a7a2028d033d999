CREATE TABLE "mentor_reliability" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"answered_in_time" integer NOT NULL,
	"median_minutes_all" integer,
	"window_30" boolean NOT NULL,
	"sessions_counted" integer NOT NULL,
	"sessions_held" integer NOT NULL,
	"mentor_no_shows" integer NOT NULL,
	"late_cancellations" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"response_rate" integer,
	"median_minutes" integer,
	"completion_rate" integer,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_reliability" ADD CONSTRAINT "mentor_reliability_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;