CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"semester" smallint,
	"author" text DEFAULT '' NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_url" text NOT NULL,
	"pdf_bytes" integer NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"cover_key" text,
	"cover_url" text,
	"cover_generated" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("books"."title" || ' ' || "books"."subject" || ' ' || "books"."author")) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_semester_range" CHECK ("books"."semester" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_search_trgm" ON "books" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_created_idx" ON "books" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_semester_created_idx" ON "books" USING btree ("semester","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);