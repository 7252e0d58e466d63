-- Trigram search on product name and description (docs/budgets.md) needs pg_trgm on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
