-- Keeps mentor_profiles.search_text (the typo-tolerant search's one indexed document) in step with the fields it is made of.
CREATE FUNCTION mentor_profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.full_name, NEW.headline, NEW.company,
    array_to_string(NEW.functional_focus_area, ' '), array_to_string(NEW.area_of_expertise, ' ')));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER mentor_profiles_search_text BEFORE INSERT OR UPDATE ON mentor_profiles
  FOR EACH ROW EXECUTE FUNCTION mentor_profiles_search_text();--> statement-breakpoint
UPDATE mentor_profiles SET search_text = lower(concat_ws(' ', full_name, headline, company,
  array_to_string(functional_focus_area, ' '), array_to_string(area_of_expertise, ' ')));
