-- The teaser features' launch states (issue 32). Live: those with a page today. Coming: a launch date fixed now,
-- 15 days 10 hours 30 minutes ahead (the spec's countdown start), so every visit counts down to the same date.
INSERT INTO "feature_launches" ("feature", "status", "launch_at") VALUES
  ('events', 'live', now()),
  ('mentorship', 'live', now()),
  ('humanlib', 'live', now()),
  ('careerzone', 'live', now()),
  ('internzone', 'coming', now() + interval '15 days 10 hours 30 minutes'),
  ('community', 'coming', now() + interval '15 days 10 hours 30 minutes'),
  ('freelancing', 'coming', now() + interval '15 days 10 hours 30 minutes'),
  ('skillup', 'coming', now() + interval '15 days 10 hours 30 minutes'),
  ('guiednest', 'coming', now() + interval '15 days 10 hours 30 minutes'),
  ('eduvalt', 'coming', now() + interval '15 days 10 hours 30 minutes')
ON CONFLICT ("feature") DO NOTHING;
