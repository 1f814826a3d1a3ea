-- Issue 18: the equality filters' GIN index (migration 0012) no longer holds the status. A
-- pending list's own status (20; 30, 40 and 50) is a third of the table: a scan of the index
-- with it, as PostgreSQL plans a pending list filtered by a city, read that whole posting list
-- to intersect it with the city's (seed 1801 #39: 40,000 matches from 300,000 entries, 18 of
-- 19 ms; 12 ms without). The status stays in the pending lists' partial indexes and
-- orders_status_incoming_idx. 18 -> 12 MB on a million orders; built in about 2 s, during which
-- every statement on orders waits (DROP INDEX locks the table until the migration commits).
DROP INDEX "orders_equality_gin_idx";--> statement-breakpoint
CREATE INDEX "orders_equality_gin_idx" ON "orders" USING gin ("handler_uids","order_type","province","city","certification_type","certification_uid","audit_uid") WITH (fastupdate=true,gin_pending_list_limit=256);
