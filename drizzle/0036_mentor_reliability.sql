ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_mentor_created_idx" ON "bookings" USING btree ("mentor_id","created_at");