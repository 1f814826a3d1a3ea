CREATE TABLE "intake_id_bounds" (
	"day" date NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "intake_id_bounds_day_idx" ON "intake_id_bounds" USING btree ("day","low","high");--> statement-breakpoint
-- Issue 18: a list whose date ranges hold its orders' intake within a window (every event follows
-- the intake, within 30 days for a usual order: walkBound in walk-bound.ts) walked the orders
-- without its sort's date in id order from the newest or oldest order, past every order outside
-- the window: all certified orders of a year without a finish, newest finish first, passed 207,000
-- entries (25 ms) before the year's first. This table bounds the ids of each day's intake, so that
-- walk starts at the window's first id (0.7 ms). Rows cover whole blocks of 1,024 ids: a new order
-- whose day already covers its block writes nothing (intake-id-bounds.schema.ts).
-- A statement's new orders are added by day at once (a fill of a million orders: 580 rows).
CREATE FUNCTION intake_id_bounds_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO intake_id_bounds (day, low, high)
    SELECT n.day, n.low, n.high FROM (
      SELECT (incoming_date AT TIME ZONE 'UTC')::date AS day, min(id) & ~1023 AS low, max(id) | 1023 AS high
      FROM new_orders GROUP BY 1
    ) n
    WHERE NOT EXISTS (SELECT FROM intake_id_bounds b WHERE b.day = n.day AND b.low <= n.low AND b.high >= n.high);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_intake_id_bounds_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION intake_id_bounds_add();--> statement-breakpoint
-- Nothing in the application changes an order's intake or id; a row trigger with a column list
-- (which a transition table does not allow) keeps the bounds true if something does, and costs a
-- status change nothing.
CREATE FUNCTION intake_id_bounds_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.incoming_date AT TIME ZONE 'UTC')::date;
BEGIN
  INSERT INTO intake_id_bounds (day, low, high)
    SELECT d, NEW.id & ~1023, NEW.id | 1023
    WHERE NOT EXISTS (SELECT FROM intake_id_bounds b WHERE b.day = d AND b.low <= NEW.id AND b.high >= NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_intake_id_bounds_update" AFTER UPDATE OF incoming_date, id ON "orders"
  FOR EACH ROW WHEN (OLD.incoming_date IS DISTINCT FROM NEW.incoming_date OR OLD.id <> NEW.id)
  EXECUTE FUNCTION intake_id_bounds_moved();--> statement-breakpoint
-- Emptied orders (a benchmark's fill starts so) leave no bounds behind, which would widen the
-- new orders' windows (deleted orders' rows only widen them, and stay).
CREATE FUNCTION intake_id_bounds_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM intake_id_bounds;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_intake_id_bounds_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION intake_id_bounds_clear();--> statement-breakpoint
-- After the triggers, whose lock on orders holds other writers until this commits.
INSERT INTO intake_id_bounds (day, low, high)
  SELECT (incoming_date AT TIME ZONE 'UTC')::date, min(id) & ~1023, max(id) | 1023 FROM orders GROUP BY 1;
