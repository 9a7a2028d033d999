-- Typo-tolerant search served by indexes (issue 33): each searched table keeps a full-text document
-- (search_doc, 'simple' configuration: lower-cased words, no stemming) with a GIN index, and every distinct
-- word of those documents is kept once in search_words, which carries the trigram index. A search word is
-- first matched against the dictionary (a few thousand short words: "analytcs" -> "analytics"), then the
-- documents holding any of those words are read off the GIN index. Trigram indexes over the documents
-- themselves read the long posting lists of common trigrams (a city or company repeated on thousands of rows).
CREATE TABLE "search_words" (
  "source" text NOT NULL,
  "word" text NOT NULL,
  -- The word first: a dictionary lookup goes through the trigram index, never a walk of one source's words.
  PRIMARY KEY ("word", "source")
);--> statement-breakpoint
ALTER TABLE "search_words" ALTER COLUMN "word" SET STATISTICS 0;--> statement-breakpoint
-- Numbers are left out (a search word that is a number matches it exactly, db/search.ts).
-- New rows (a statement at a time, so a bulk insert adds its words in one pass), in word order so two
-- writers adding the same words never wait on each other crosswise.
CREATE FUNCTION search_words_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w FROM new_rows, unnest(tsvector_to_array(new_rows.search_doc)) AS w
    WHERE w ~ '^[[:alnum:]]{1,40}$' AND w !~ '^[0-9]+$' ORDER BY 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An edit that changed the document (a like or a status change does not).
CREATE FUNCTION search_words_from_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w FROM unnest(tsvector_to_array(NEW.search_doc)) AS w
    WHERE w ~ '^[[:alnum:]]{1,40}$' AND w !~ '^[0-9]+$' ORDER BY 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("company_name", '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("job_requirements", '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("location", '')), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_text")) STORED;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "subject" || ' ' || "author")) STORED;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("search_text", ''))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_doc_idx" ON "jobs" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "blog_posts_search_doc_idx" ON "blog_posts" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "books_search_doc_idx" ON "books" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "mentor_profiles_search_doc_idx" ON "mentor_profiles" USING gin ("search_doc");--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_rows('jobs');--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_update" AFTER UPDATE ON "jobs"
  FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc) EXECUTE FUNCTION search_words_from_row('jobs');--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_words_insert" AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_rows('blogs');--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_words_update" AFTER UPDATE ON "blog_posts"
  FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc) EXECUTE FUNCTION search_words_from_row('blogs');--> statement-breakpoint
CREATE TRIGGER "books_search_words_insert" AFTER INSERT ON "books" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_rows('books');--> statement-breakpoint
CREATE TRIGGER "books_search_words_update" AFTER UPDATE ON "books"
  FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc) EXECUTE FUNCTION search_words_from_row('books');--> statement-breakpoint
CREATE TRIGGER "mentor_profiles_search_words_insert" AFTER INSERT ON "mentor_profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_rows('mentors');--> statement-breakpoint
CREATE TRIGGER "mentor_profiles_search_words_update" AFTER UPDATE ON "mentor_profiles"
  FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc) EXECUTE FUNCTION search_words_from_row('mentors');--> statement-breakpoint
INSERT INTO search_words (source, word)
  SELECT DISTINCT 'jobs', w FROM jobs, unnest(tsvector_to_array(search_doc)) AS w WHERE w ~ '^[[:alnum:]]{1,40}$' AND w !~ '^[0-9]+$'
  UNION SELECT DISTINCT 'blogs', w FROM blog_posts, unnest(tsvector_to_array(search_doc)) AS w WHERE w ~ '^[[:alnum:]]{1,40}$' AND w !~ '^[0-9]+$'
  UNION SELECT DISTINCT 'books', w FROM books, unnest(tsvector_to_array(search_doc)) AS w WHERE w ~ '^[[:alnum:]]{1,40}$' AND w !~ '^[0-9]+$'
  UNION SELECT DISTINCT 'mentors', w FROM mentor_profiles, unnest(tsvector_to_array(search_doc)) AS w WHERE w ~ '^[[:alnum:]]{1,40}$' AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Built after the words are in (rows inserted into a GIN index wait in its pending list, read in full by every search).
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
