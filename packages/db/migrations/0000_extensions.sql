-- Trigram indexes make substring search (CJK included) fast for ILIKE '%keyword%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
