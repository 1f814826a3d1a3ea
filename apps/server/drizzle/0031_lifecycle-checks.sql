-- What the lifecycle never leaves on an order (orders.schema.ts lifecycleChecks): PostgreSQL
-- refuses it and, with constraint_exclusion on, proves a list walk's part empty that asks for it.
ALTER TABLE "orders" ADD CONSTRAINT "orders_finished_when_ended" CHECK ("orders"."order_status" = 100 or "orders"."finish_date" is null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lookup_undecided" CHECK ("orders"."order_status" <> 10 or ("orders"."completed_cer_date" is null and "orders"."completed_audit_date" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_first_review_unreviewed" CHECK ("orders"."order_status" <> 30 or "orders"."completed_audit_date" is null);