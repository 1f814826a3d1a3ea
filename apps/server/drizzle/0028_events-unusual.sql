-- Issue 18: a range on one event's date holds the other events of its orders within a window:
-- no earlier than the range (the usual order of events) and, for most orders, no later than 30
-- days after it (EVENT_LAG_DAYS in orders.schema.ts). A list filtered by that range and sorted by
-- another event's date walks the sort's index within the window alone, from either end
-- (walkWindow in order-filters.ts): a quarter's intake, newest certification first, walked from
-- the quarter's end plus 30 days instead of sorting the quarter's 150,000 orders. The orders
-- whose events take longer ("late") are read apart, with those out of order, from this index of
-- them (walkPageIds), which holds few orders while certifications meet their deadlines. The
-- statistics of its predicate tell the planner so (as migration 0023's did for the orders out of
-- order alone). Building the index reads the table once and blocks writes to orders meanwhile
-- (about 1 s for a million orders).
DROP INDEX "orders_events_out_of_order_idx";--> statement-breakpoint
CREATE INDEX "orders_events_unusual_idx" ON "orders" USING btree ("id") WHERE ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date or greatest(last_contact_date, completed_cer_date, completed_audit_date, finish_date) - incoming_date > interval '30 days' or finish_date - least(completed_cer_date, completed_audit_date) > interval '30 days') is true);--> statement-breakpoint
DROP STATISTICS IF EXISTS "orders_events_out_of_order_stats";--> statement-breakpoint
CREATE STATISTICS "orders_events_unusual_stats" ON ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date or greatest(last_contact_date, completed_cer_date, completed_audit_date, finish_date) - incoming_date > interval '30 days' or finish_date - least(completed_cer_date, completed_audit_date) > interval '30 days')) FROM "orders";--> statement-breakpoint
ANALYZE "orders";
