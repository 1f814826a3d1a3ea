-- Issue 18: epoch_day (migration 0004) and shanghai_day (0011) were called, not inlined, on each
-- row: PostgreSQL inlines an IMMUTABLE SQL function only when its body holds no STABLE function,
-- and date_part of a timestamptz is STABLE (its other fields depend on the time zone). Each call
-- went through the SQL function executor, about 1 µs: an audit statistics' list by two ranges
-- tested the second's days on each entry of the first's day index (seed 1801 #248: 4,354
-- entries, 14.8 -> 3.8 ms). The same number from the interval since the epoch is immutable all
-- along, and inlined: 1,000,000 calls 1.3 s -> 0.24 s. It equals the old one at every
-- microsecond (the epoch of an interval of days and time is days * 86400 + its seconds, as the
-- timestamp's; day-functions.test.ts), so the day indexes keep their entries: no rebuild.
-- A session caches an index's expression as its planner first read it: a node's open
-- connections would keep the old call, which no longer matches the queries' inlined form, and
-- plan without the day indexes. Setting and resetting an option of each index makes every
-- session read it again (ANALYZE does not); it takes no lock that reads or writes wait for, as
-- REINDEX's would.
CREATE OR REPLACE FUNCTION epoch_day(t timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CAST(pg_catalog.floor(pg_catalog.date_part('epoch', t OPERATOR(pg_catalog.-) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz) / 86400) AS integer) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shanghai_day(t timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CAST(pg_catalog.floor((pg_catalog.date_part('epoch', t OPERATOR(pg_catalog.-) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz) + 28800) / 86400) AS integer) $$;--> statement-breakpoint
ALTER INDEX "orders_astats_incomingDate_day_idx" SET (fillfactor = 90);--> statement-breakpoint
ALTER INDEX "orders_astats_incomingDate_day_idx" RESET (fillfactor);--> statement-breakpoint
ALTER INDEX "orders_astats_completedCerDate_day_idx" SET (fillfactor = 90);--> statement-breakpoint
ALTER INDEX "orders_astats_completedCerDate_day_idx" RESET (fillfactor);--> statement-breakpoint
ALTER INDEX "orders_astats_finishDate_day_idx" SET (fillfactor = 90);--> statement-breakpoint
ALTER INDEX "orders_astats_finishDate_day_idx" RESET (fillfactor);
