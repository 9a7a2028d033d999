CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"program" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"functional_focus_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"area_of_expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_picture_url" text,
	"years_of_experience" integer,
	"referral_price" integer DEFAULT 10000 NOT NULL,
	"rating" numeric(2, 1),
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"institution" text NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"field_of_study" text DEFAULT '' NOT NULL,
	"start_year" integer,
	"end_year" integer,
	"current" boolean DEFAULT false NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_date" text,
	"end_date" text,
	"current" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" "gender",
	"location" text DEFAULT '' NOT NULL,
	"college" text DEFAULT '' NOT NULL,
	"semester" integer,
	"degree" text DEFAULT '' NOT NULL,
	"headline" text[] DEFAULT '{}'::text[] NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"work_or_project" text DEFAULT '' NOT NULL,
	"start_year" integer,
	"end_year" integer,
	"profile_picture_url" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"privacy" jsonb DEFAULT '{"profileDetails":"everyone","connections":"everyone","blogs":"everyone"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_education" ADD CONSTRAINT "profile_education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_experience" ADD CONSTRAINT "profile_experience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_profiles_full_name_trgm" ON "mentor_profiles" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mentor_profiles_company_trgm" ON "mentor_profiles" USING gin (lower("company") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_education_user_idx" ON "profile_education" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_experience_user_idx" ON "profile_experience" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profiles_college_trgm" ON "profiles" USING gin (lower("college") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_skills_gin" ON "profiles" USING gin ("skills");