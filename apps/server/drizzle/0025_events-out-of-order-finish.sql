-- Issue 18: the finish is now described as no earlier than the certification (list-filters.ts
-- `after`), so a list filtered by a certification range and sorted by the finish, oldest first,
-- walks the finish index from that range's start, and one filtered by a finish range, sorted by
-- the certification, newest first, from that range's end (walkBound in order-filters.ts; seed
-- 52417 #130 read 79,000 entries of the finish index for a page of ten). An order certified
-- again after it was finished breaks that order: the index of orders out of order now holds it,
-- and the walk merges it in from there, as it does the others (migration 0023).
DROP INDEX "orders_events_out_of_order_idx";--> statement-breakpoint
CREATE INDEX "orders_events_out_of_order_idx" ON "orders" USING btree ("id") WHERE ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date) is true);--> statement-breakpoint
-- The statistics of the predicate, word for word, so that the planner knows how few they are.
DROP STATISTICS IF EXISTS "orders_events_out_of_order_stats";--> statement-breakpoint
CREATE STATISTICS "orders_events_out_of_order_stats" ON ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date)) FROM "orders";--> statement-breakpoint
ANALYZE "orders";
