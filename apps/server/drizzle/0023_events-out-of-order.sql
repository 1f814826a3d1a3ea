-- Issue 18: a list filtered by a later event's date range walks its sort from that range's end
-- (walkBound in order-filters.ts): an order is called, certified, reviewed and finished after it
-- came in, and reviewed before it is finished. Real data can break that order (a partner's intake
-- time after the certification; a call made before the order came in, bound to it afterwards),
-- and such an order was left out of the page while the total counted it. The walk now merges
-- them in from this index of them alone (walkPageIds), which is empty while the data keeps the
-- order. The statistics of its predicate tell the planner so: without them it guessed a fifth of
-- the table, and walked 270,000 entries of the intake index for no row. Building the index reads
-- the table once and blocks writes to orders meanwhile (about 1 s for a million orders).
CREATE INDEX "orders_events_out_of_order_idx" ON "orders" USING btree ("id") WHERE ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or completed_audit_date > finish_date) is true);--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_events_out_of_order_stats" ON ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or completed_audit_date > finish_date)) FROM "orders";--> statement-breakpoint
ANALYZE "orders";
