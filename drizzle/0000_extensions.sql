-- Trigram indexes power typo-tolerant search (jobs, mentors, people).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
