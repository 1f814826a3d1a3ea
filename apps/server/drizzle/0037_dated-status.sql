-- Issue 18: the dated orders' GIN indexes (migration 0035) hold the status's dated copy too. A
-- status may have few orders with a date its checks allow (the fill never reviews an order in
-- review again, 40), and a list of it sorted by that date walked the date's index past every
-- dated order before the undated ones: all orders in review again of type 8 with 公司1, oldest
-- review first, read 470,000 entries (43 ms) to find none. The counts of dated orders per value
-- (dated-counts.ts) now count each status as well. Rebuilding the four indexes takes a few
-- seconds on a million orders; ANALYZE gathers the new expression's statistics.
DROP INDEX "orders_completedCerDate_dated_eq_idx";--> statement-breakpoint
DROP INDEX "orders_completedAuditDate_dated_eq_idx";--> statement-breakpoint
DROP INDEX "orders_lastContactDate_dated_eq_idx";--> statement-breakpoint
DROP INDEX "orders_finishDate_dated_eq_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_dated_eq_idx" ON "orders" USING gin ((case when "completed_cer_date" is not null then "order_type" end),(case when "completed_cer_date" is not null then "certification_type" end),(case when "completed_cer_date" is not null then "province" end),(case when "completed_cer_date" is not null then "city" end),(case when "completed_cer_date" is not null then "order_status" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."completed_cer_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_dated_eq_idx" ON "orders" USING gin ((case when "completed_audit_date" is not null then "order_type" end),(case when "completed_audit_date" is not null then "certification_type" end),(case when "completed_audit_date" is not null then "province" end),(case when "completed_audit_date" is not null then "city" end),(case when "completed_audit_date" is not null then "order_status" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."completed_audit_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_dated_eq_idx" ON "orders" USING gin ((case when "last_contact_date" is not null then "order_type" end),(case when "last_contact_date" is not null then "certification_type" end),(case when "last_contact_date" is not null then "province" end),(case when "last_contact_date" is not null then "city" end),(case when "last_contact_date" is not null then "order_status" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."last_contact_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_finishDate_dated_eq_idx" ON "orders" USING gin ((case when "finish_date" is not null then "order_type" end),(case when "finish_date" is not null then "certification_type" end),(case when "finish_date" is not null then "province" end),(case when "finish_date" is not null then "city" end),(case when "finish_date" is not null then "order_status" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."finish_date" is not null;--> statement-breakpoint
ANALYZE "orders";
