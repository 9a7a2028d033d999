-- The mentor list sorted or filtered by the reliability figures off an index (issue 37): it joined every mentor's kept
-- row and sorted them all (22 ms at scale, against 1.8 ms for the list by rating). Each mentor profile carries the
-- figures its sorts read, copied from mentor_reliability in the writing transaction. 80: QUICK_ANSWER_RATE
-- (shared/contracts/mentors.reliability.ts).
ALTER TABLE "mentor_profiles" ADD COLUMN "figures_quick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "figures_median_minutes" integer;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "figures_response_rate" integer;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "figures_sessions_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "figures_completion_rate" integer;--> statement-breakpoint
CREATE INDEX "mentor_profiles_quick_idx" ON "mentor_profiles" USING btree ("figures_quick" desc,"figures_median_minutes" asc nulls last,"figures_response_rate" desc nulls last,coalesce("rating", 4.8) desc,"total_reviews" desc,"full_name");--> statement-breakpoint
CREATE INDEX "mentor_profiles_sessions_idx" ON "mentor_profiles" USING btree ("figures_sessions_held" desc,"figures_completion_rate" desc nulls last,coalesce("rating", 4.8) desc,"total_reviews" desc,"full_name");--> statement-breakpoint
CREATE FUNCTION mentor_figures_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mentor_profiles SET figures_quick = coalesce(NEW.response_rate >= 80, false), figures_median_minutes = NEW.median_minutes,
      figures_response_rate = NEW.response_rate, figures_sessions_held = NEW.sessions_held, figures_completion_rate = NEW.completion_rate
    WHERE user_id = NEW.mentor_id
      AND (figures_quick, figures_median_minutes, figures_response_rate, figures_sessions_held, figures_completion_rate)
        IS DISTINCT FROM (coalesce(NEW.response_rate >= 80, false), NEW.median_minutes, NEW.response_rate, NEW.sessions_held, NEW.completion_rate);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_figures_to_profile" AFTER INSERT OR UPDATE ON "mentor_reliability"
  FOR EACH ROW EXECUTE FUNCTION mentor_figures_to_profile();--> statement-breakpoint
UPDATE mentor_profiles mp SET figures_quick = coalesce(r.response_rate >= 80, false), figures_median_minutes = r.median_minutes,
    figures_response_rate = r.response_rate, figures_sessions_held = r.sessions_held, figures_completion_rate = r.completion_rate
  FROM mentor_reliability r WHERE r.mentor_id = mp.user_id;
