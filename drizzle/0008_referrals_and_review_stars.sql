CREATE TYPE "public"."referral_status" AS ENUM('pending', 'accepted', 'declined', 'referred');--> statement-breakpoint
CREATE TABLE "mentor_referral_settings" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"accepts_referrals" boolean DEFAULT true NOT NULL,
	"companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"company" text NOT NULL,
	"target_role" text NOT NULL,
	"job_link" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"answers" jsonb NOT NULL,
	"resume_document_id" uuid,
	"price" integer NOT NULL,
	"status" "referral_status" DEFAULT 'pending' NOT NULL,
	"mentor_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD COLUMN "rating" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_referral_settings" ADD CONSTRAINT "mentor_referral_settings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_resume_document_id_mentorship_documents_id_fk" FOREIGN KEY ("resume_document_id") REFERENCES "public"."mentorship_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_requests_open_uq" ON "referral_requests" USING btree ("mentor_id","student_id","company") WHERE "referral_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "referral_requests_mentor_idx" ON "referral_requests" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_student_idx" ON "referral_requests" USING btree ("student_id","created_at");