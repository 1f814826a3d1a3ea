-- Issue 18: a remark search of one character used no index. The pairs index (migration 0003)
-- holds only character pairs, so a search such as 午 read pending orders one by one through an
-- index of another order until a page was full; with no match that was every pending order of
-- the list's other filters (a city and 午: 155 ms, 760 ms p50 at 8 clients on a million orders).
-- text_grams lists a text's distinct lower-cased characters and character pairs: a text that
-- contains s (case-insensitively, as ILIKE compares) contains every pair of s, and s itself when
-- s is one character. text_search_grams gives what to look up for s: its pairs, or its one
-- character (order-filters.ts). Functions qualified: an index expression may be evaluated with
-- an empty search_path (restore).
CREATE FUNCTION text_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT pg_catalog.substr(s.l, i, n)), '{}')
    FROM (SELECT pg_catalog.lower(t) AS l) AS s, pg_catalog.generate_series(1, pg_catalog.char_length(s.l)) AS i,
      pg_catalog.generate_series(1, 2) AS n
    WHERE i + n - 1 <= pg_catalog.char_length(s.l)
  $$;--> statement-breakpoint
CREATE FUNCTION text_search_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT pg_catalog.substr(s.l, i, least(2, pg_catalog.char_length(s.l)))), '{}')
    FROM (SELECT pg_catalog.lower(t) AS l) AS s,
      pg_catalog.generate_series(1, greatest(pg_catalog.char_length(s.l) - 1, 1)) AS i
  $$;--> statement-breakpoint
DROP INDEX "orders_pcert_mark_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_remark_grams_idx" ON "orders" USING gin (text_grams("mark")) WHERE order_status = 20;--> statement-breakpoint
DROP FUNCTION text_bigrams(text);--> statement-breakpoint
-- How many remarks hold each character and pair: without these statistics PostgreSQL takes any
-- search to match 0.5% of pending orders (a common 联系: 1,494 of 30,000).
CREATE STATISTICS "orders_remark_grams_stats" ON (text_grams(mark)) FROM "orders";--> statement-breakpoint
ANALYZE "orders";
