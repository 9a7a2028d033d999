CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'declined', 'cancelled', 'completed');--> statement-breakpoint
CREATE TABLE "booking_reviews" (
	"booking_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"subject_knowledge" smallint NOT NULL,
	"inspirational" smallint NOT NULL,
	"problem_solving" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"extra_mile" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reviews_booking_id_pk" PRIMARY KEY("booking_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"session_type" text DEFAULT 'career_guidance' NOT NULL,
	"duration" smallint DEFAULT 60 NOT NULL,
	"chat_enabled" boolean DEFAULT true NOT NULL,
	"agenda" text NOT NULL,
	"learning_goals" text DEFAULT '' NOT NULL,
	"specific_advice" text DEFAULT '' NOT NULL,
	"previous_steps" text DEFAULT '' NOT NULL,
	"challenges" text DEFAULT '' NOT NULL,
	"resume_document_id" uuid,
	"other_document_id" uuid,
	"reason" text,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_availability" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resume_document_id_mentorship_documents_id_fk" FOREIGN KEY ("resume_document_id") REFERENCES "public"."mentorship_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_other_document_id_mentorship_documents_id_fk" FOREIGN KEY ("other_document_id") REFERENCES "public"."mentorship_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_documents" ADD CONSTRAINT "mentorship_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reviews_mentor_idx" ON "booking_reviews" USING btree ("mentor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_slot_uq" ON "bookings" USING btree ("mentor_id","scheduled_at") WHERE "bookings"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_mentor_idx" ON "bookings" USING btree ("mentor_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "bookings" USING btree ("student_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "mentorship_documents_owner_idx" ON "mentorship_documents" USING btree ("owner_id");