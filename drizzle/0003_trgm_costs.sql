-- pg_trgm prices its similarity operators like an integer comparison, so the planner would rather compute a
-- trigram similarity on every row than use the trigram GIN indexes. Pricing them nearer to what they cost
-- makes search (jobs, mentors, people) use those indexes. Left as they are where this role may not alter them.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ALTER FUNCTION strict_word_similarity_op(text, text) COST 100;
  ALTER FUNCTION strict_word_similarity_commutator_op(text, text) COST 100;
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm operator costs left unchanged: %', SQLERRM;
END
$$;
