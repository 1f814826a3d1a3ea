-- Issue 18: the combinations of migration 0040 with the order's certifier and auditor (0 for
-- none), for the lists filtered by either (combination-gate.ts): a certifier who never takes a tag
-- read all of their orders to find none of it. Added by the same trigger function, in the same way
-- (no key, so that writers never wait for each other; a race leaves a harmless duplicate).
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
CREATE INDEX "order_assignee_combinations_idx" ON "order_assignee_combinations" USING btree ("certification_uid","audit_uid","order_status","order_type","certification_type","province","city");--> statement-breakpoint
CREATE INDEX "order_assignee_combinations_auditor_idx" ON "order_assignee_combinations" USING btree ("audit_uid","order_status");--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_combinations_add() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- After the function, in the transaction whose ALTER of orders' trigger function (above) holds
-- no lock on orders: the backfill may miss a combination written meanwhile by a transaction that
-- started before and commits after it. Hence the lock, which holds writers until this commits.
LOCK TABLE orders IN SHARE MODE;--> statement-breakpoint
INSERT INTO order_assignee_combinations (certification_uid, audit_uid, order_status, order_type, certification_type, province, city)
  SELECT DISTINCT coalesce(certification_uid, 0), coalesce(audit_uid, 0), order_status, order_type, certification_type, province, city
  FROM orders;
