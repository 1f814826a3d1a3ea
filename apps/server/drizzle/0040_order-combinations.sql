-- Issue 18: a list filtered by two equality columns that no order combines (a type and a city that
-- never meet) intersected their posting lists in the equality GIN index, 125,000 entries each, to
-- find nothing: 5.8 ms alone, 35–52 ms p95 at 8 clients. These tables hold every combination of the
-- equality columns an order has had, the second with its certifier and auditor (0 for none), for
-- the lists filtered by either (a certifier who never takes a tag read all of their orders to find
-- none of it). The triggers below write them in the transaction of the change, and nothing deletes
-- from them: a combination missing here matches no order, and the list checks that first
-- (combination-gate.ts).
-- No key: with one, a writer adding a combination waited for another uncommitted writer adding the
-- same, and two transactions adding two new ones in crossed order, in separate statements,
-- deadlocked (tried on PostgreSQL 15: one was cancelled). A writer adds the combinations it cannot
-- see; two racing writers may both add one, and a duplicate row changes no answer of the gate.
CREATE TABLE "order_combinations" (
	"order_status" integer NOT NULL,
	"order_type" integer NOT NULL,
	"certification_type" integer NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_assignee_combinations" (
	"certification_uid" integer NOT NULL,
	"audit_uid" integer NOT NULL,
	"order_status" integer NOT NULL,
	"order_type" integer NOT NULL,
	"certification_type" integer NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_combinations_idx" ON "order_combinations" USING btree ("order_status","order_type","certification_type","province","city");--> statement-breakpoint
CREATE INDEX "order_assignee_combinations_idx" ON "order_assignee_combinations" USING btree ("certification_uid","audit_uid","order_status","order_type","certification_type","province","city");--> statement-breakpoint
CREATE INDEX "order_assignee_combinations_auditor_idx" ON "order_assignee_combinations" USING btree ("audit_uid","order_status");--> statement-breakpoint
CREATE FUNCTION order_combinations_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_combinations (order_status, order_type, certification_type, province, city)
    SELECT DISTINCT n.order_status, n.order_type, n.certification_type, n.province, n.city FROM new_orders n
    WHERE NOT EXISTS (
      SELECT FROM order_combinations c
      WHERE c.order_status = n.order_status AND c.order_type = n.order_type
        AND c.certification_type = n.certification_type AND c.province = n.province AND c.city = n.city
    );
  INSERT INTO order_assignee_combinations (certification_uid, audit_uid, order_status, order_type, certification_type, province, city)
    SELECT DISTINCT coalesce(n.certification_uid, 0), coalesce(n.audit_uid, 0), n.order_status, n.order_type,
      n.certification_type, n.province, n.city
    FROM new_orders n
    WHERE NOT EXISTS (
      SELECT FROM order_assignee_combinations c
      WHERE c.certification_uid = coalesce(n.certification_uid, 0) AND c.audit_uid = coalesce(n.audit_uid, 0)
        AND c.order_status = n.order_status AND c.order_type = n.order_type
        AND c.certification_type = n.certification_type AND c.province = n.province AND c.city = n.city
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_combinations_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_combinations_add();--> statement-breakpoint
-- PostgreSQL allows no column list on a trigger with a transition table: every update statement.
CREATE TRIGGER "orders_combinations_update" AFTER UPDATE ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_combinations_add();--> statement-breakpoint
-- After the triggers, whose lock on orders holds other writers until this commits.
INSERT INTO order_combinations (order_status, order_type, certification_type, province, city)
  SELECT DISTINCT order_status, order_type, certification_type, province, city FROM orders;--> statement-breakpoint
INSERT INTO order_assignee_combinations (certification_uid, audit_uid, order_status, order_type, certification_type, province, city)
  SELECT DISTINCT coalesce(certification_uid, 0), coalesce(audit_uid, 0), order_status, order_type, certification_type, province, city
  FROM orders;
