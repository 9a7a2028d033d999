ALTER TABLE "bookings" ADD COLUMN "student_took_place" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "mentor_took_place" boolean;