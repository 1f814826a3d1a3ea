-- Issue 18: a list of one type, province or city sorted by a date an order may lack walked that
-- date's index with the value checked on each entry, reading a page's end times the value's share
-- of the table (all orders of type 4, newest certification first, page 313 of 30: 76,000 entries for
-- 9,390, 10 ms alone, 57 ms p95 at 8 clients); so did its orders without the date, in id order
-- (pending certification of one city, oldest contact first, page 288 of 50: 54,000 for 14,400).
-- These indexes hold each value's orders by that date and the id, the empty dates last, and include
-- the status (a pending list's scope): the list's dated part is a range of them by the date, its
-- undated part a range by the id, each read forward or backward for a page's end entries
-- (filterLedPart in order-walk-queries.ts).
CREATE INDEX "orders_orderType_by_completedCerDate_idx" ON "orders" USING btree ("order_type","completed_cer_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_orderType_by_completedAuditDate_idx" ON "orders" USING btree ("order_type","completed_audit_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_orderType_by_lastContactDate_idx" ON "orders" USING btree ("order_type","last_contact_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_orderType_by_finishDate_idx" ON "orders" USING btree ("order_type","finish_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_province_by_completedCerDate_idx" ON "orders" USING btree ("province","completed_cer_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_province_by_completedAuditDate_idx" ON "orders" USING btree ("province","completed_audit_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_province_by_lastContactDate_idx" ON "orders" USING btree ("province","last_contact_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_province_by_finishDate_idx" ON "orders" USING btree ("province","finish_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_city_by_completedCerDate_idx" ON "orders" USING btree ("city","completed_cer_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_city_by_completedAuditDate_idx" ON "orders" USING btree ("city","completed_audit_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_city_by_lastContactDate_idx" ON "orders" USING btree ("city","last_contact_date","id") INCLUDE ("order_status");--> statement-breakpoint
CREATE INDEX "orders_city_by_finishDate_idx" ON "orders" USING btree ("city","finish_date","id") INCLUDE ("order_status");
