-- Shanghai calendar day number of a moment (UTC+8, no daylight saving), as the contract's
-- shanghaiDayNumber and dashboard.repo.ts count days. IMMUTABLE as epoch_day (migration 0004):
-- the epoch of a timestamptz does not depend on the time zone.
CREATE FUNCTION shanghai_day(t timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CAST(pg_catalog.floor((EXTRACT(epoch FROM t) + 28800) / 86400) AS integer) $$;--> statement-breakpoint
-- The managers' dashboard counts (issue 19), kept by triggers in the same transaction as every
-- change of an order, so they are exact at every moment. Rows are deltas, never updated in
-- place: a counter row per key would be locked by each writer until its commit, and two writers
-- moving orders between the same keys in opposite orders would deadlock. A key's count is the
-- sum of its rows; dashboard.repo.ts folds the rows into one per key now and then.
-- kind 1 open orders by (status, type); 2 orders received by (Shanghai day, 0); 3 orders
-- finished by (day, 1 when after their expiry else 0); 4 open orders by (day of expiry, 0);
-- 5 a worker's open load by (uid, 200 pending certifications | 300 pending reviews); a worker's
-- pending orders by (uid, day of expiry): 6 certifications, 7 reviews.
CREATE TABLE "order_tallies" (
	"kind" smallint NOT NULL,
	"k1" integer NOT NULL,
	"k2" integer NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
-- A worker dashboard reads its own keys (kind, uid); the managers' kinds 1–5.
CREATE INDEX "order_tallies_key_idx" ON "order_tallies" USING btree ("kind","k1");--> statement-breakpoint
CREATE FUNCTION order_tally_keys(s integer, t integer, incoming timestamptz, finished timestamptz, expires timestamptz, cert integer, audit integer)
  RETURNS TABLE (kind smallint, k1 integer, k2 integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT 1::smallint, s, t WHERE s IN (10, 20, 30, 40, 50)
    UNION ALL SELECT 2::smallint, public.shanghai_day(incoming), 0 WHERE incoming IS NOT NULL
    UNION ALL SELECT 3::smallint, public.shanghai_day(finished), CASE WHEN finished > expires THEN 1 ELSE 0 END WHERE finished IS NOT NULL
    UNION ALL SELECT 4::smallint, public.shanghai_day(expires), 0 WHERE s IN (10, 20, 30, 40, 50) AND expires IS NOT NULL
    UNION ALL SELECT 5::smallint, cert, 200 WHERE s = 20 AND cert IS NOT NULL
    UNION ALL SELECT 5::smallint, audit, 300 WHERE s IN (30, 40, 50) AND audit IS NOT NULL
    UNION ALL SELECT 6::smallint, cert, public.shanghai_day(expires) WHERE s = 20 AND cert IS NOT NULL
    UNION ALL SELECT 7::smallint, audit, public.shanghai_day(expires) WHERE s IN (30, 40, 50) AND audit IS NOT NULL
  $$;--> statement-breakpoint
-- Inserts and deletes per statement (a bulk fill of a million orders writes a few thousand rows),
-- updates per row, only when a counted column changes (the WHEN clause costs no function call).
CREATE FUNCTION order_tallies_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_tallies (kind, k1, k2, n)
    SELECT k.kind, k.k1, k.k2, count(*)::int FROM new_orders o,
      LATERAL order_tally_keys(o.order_status, o.order_type, o.incoming_date, o.finish_date, o.expired_date, o.certification_uid, o.audit_uid) k
    GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_tallies_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_tallies (kind, k1, k2, n)
    SELECT k.kind, k.k1, k.k2, -count(*)::int FROM old_orders o,
      LATERAL order_tally_keys(o.order_status, o.order_type, o.incoming_date, o.finish_date, o.expired_date, o.certification_uid, o.audit_uid) k
    GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_tallies_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_tallies (kind, k1, k2, n)
    SELECT d.kind, d.k1, d.k2, sum(d.n)::int FROM (
      SELECT k.kind, k.k1, k.k2, -1 AS n
        FROM order_tally_keys(OLD.order_status, OLD.order_type, OLD.incoming_date, OLD.finish_date, OLD.expired_date, OLD.certification_uid, OLD.audit_uid) k
      UNION ALL
      SELECT k.kind, k.k1, k.k2, 1
        FROM order_tally_keys(NEW.order_status, NEW.order_type, NEW.incoming_date, NEW.finish_date, NEW.expired_date, NEW.certification_uid, NEW.audit_uid) k
    ) d GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_tallies_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_tallies;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_tallies_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_tallies_insert();--> statement-breakpoint
CREATE TRIGGER "orders_tallies_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_tallies_delete();--> statement-breakpoint
CREATE TRIGGER "orders_tallies_update" AFTER UPDATE OF order_status, order_type, incoming_date, finish_date, expired_date, certification_uid, audit_uid ON "orders"
  FOR EACH ROW WHEN (
    OLD.order_status IS DISTINCT FROM NEW.order_status OR OLD.order_type IS DISTINCT FROM NEW.order_type
    OR OLD.incoming_date IS DISTINCT FROM NEW.incoming_date OR OLD.finish_date IS DISTINCT FROM NEW.finish_date
    OR OLD.expired_date IS DISTINCT FROM NEW.expired_date OR OLD.certification_uid IS DISTINCT FROM NEW.certification_uid
    OR OLD.audit_uid IS DISTINCT FROM NEW.audit_uid
  ) EXECUTE FUNCTION order_tallies_update();--> statement-breakpoint
CREATE TRIGGER "orders_tallies_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_tallies_truncate();--> statement-breakpoint
INSERT INTO order_tallies (kind, k1, k2, n)
  SELECT k.kind, k.k1, k.k2, count(*)::int FROM orders o,
    LATERAL order_tally_keys(o.order_status, o.order_type, o.incoming_date, o.finish_date, o.expired_date, o.certification_uid, o.audit_uid) k
  GROUP BY 1, 2, 3;--> statement-breakpoint
-- A worker's pending orders by expiry: today's expired ones and 下一单's most urgent order (due
-- soonest, not expired) are short ranges.
CREATE INDEX "orders_pcert_expired_idx" ON "orders" USING btree ("certification_uid","expired_date") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_preview_expired_idx" ON "orders" USING btree ("audit_uid","expired_date") WHERE order_status in (30, 40, 50);
