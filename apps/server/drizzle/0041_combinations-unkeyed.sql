-- Issue 18: order_combinations' key made a writer that adds a combination wait for another
-- uncommitted writer adding the same one, and two transactions adding two new combinations in
-- crossed order, in separate statements, deadlocked (tried on PostgreSQL 15: one was cancelled).
-- Without a key, a writer adds the combinations none of which it can see and never waits; two
-- racing writers may both add one, and a duplicate row changes no answer of the gate.
ALTER TABLE "order_combinations" DROP CONSTRAINT "order_combinations_pkey";--> statement-breakpoint
CREATE INDEX "order_combinations_idx" ON "order_combinations" USING btree ("order_status","order_type","certification_type","province","city");--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_combinations_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_combinations (order_status, order_type, certification_type, province, city)
    SELECT DISTINCT n.order_status, n.order_type, n.certification_type, n.province, n.city FROM new_orders n
    WHERE NOT EXISTS (
      SELECT FROM order_combinations c
      WHERE c.order_status = n.order_status AND c.order_type = n.order_type
        AND c.certification_type = n.certification_type AND c.province = n.province AND c.city = n.city
    );
  RETURN NULL;
END
$$;
