-- The distinct lower-cased character pairs of a text: a text containing s (case-insensitively,
-- as ILIKE compares) contains every pair of s, so a GIN index of the pairs finds the remarks a
-- search of two or more characters may match; ILIKE then checks them (order-filters.ts).
-- Functions qualified: an index expression may be evaluated with an empty search_path (restore).
CREATE FUNCTION text_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT pg_catalog.substr(pg_catalog.lower(t), i, 2)), '{}')
    FROM pg_catalog.generate_series(1, pg_catalog.char_length(t) - 1) AS i
  $$;--> statement-breakpoint
CREATE INDEX "orders_pcert_mark_idx" ON "orders" USING gin (text_bigrams("mark")) WHERE order_status = 20;
