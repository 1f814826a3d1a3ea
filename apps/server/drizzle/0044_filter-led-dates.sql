-- Issue 18: a list of one type, province or city sorted by a date an order may lack walked that
-- date's index with the value checked on each entry, reading a page's end times the value's share
-- of the table (all orders of type 4, newest certification first, page 313 of 30: 76,000 entries for
-- 9,390, 10 ms alone, 57 ms p95 at 8 clients). These indexes hold each value's dated orders by that
-- date and the id, and include the status (a pending list's scope): the list's dated part reads a
-- page's end entries here, forward or backward (filterLedPart in order-walk-queries.ts, 1.4 ms).
-- Partial: an order without the date is in none of that date's indexes.
CREATE INDEX "orders_orderType_by_completedCerDate_idx" ON "orders" USING btree ("order_type","completed_cer_date","id") INCLUDE ("order_status") WHERE "orders"."completed_cer_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_orderType_by_completedAuditDate_idx" ON "orders" USING btree ("order_type","completed_audit_date","id") INCLUDE ("order_status") WHERE "orders"."completed_audit_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_orderType_by_lastContactDate_idx" ON "orders" USING btree ("order_type","last_contact_date","id") INCLUDE ("order_status") WHERE "orders"."last_contact_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_orderType_by_finishDate_idx" ON "orders" USING btree ("order_type","finish_date","id") INCLUDE ("order_status") WHERE "orders"."finish_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_province_by_completedCerDate_idx" ON "orders" USING btree ("province","completed_cer_date","id") INCLUDE ("order_status") WHERE "orders"."completed_cer_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_province_by_completedAuditDate_idx" ON "orders" USING btree ("province","completed_audit_date","id") INCLUDE ("order_status") WHERE "orders"."completed_audit_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_province_by_lastContactDate_idx" ON "orders" USING btree ("province","last_contact_date","id") INCLUDE ("order_status") WHERE "orders"."last_contact_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_province_by_finishDate_idx" ON "orders" USING btree ("province","finish_date","id") INCLUDE ("order_status") WHERE "orders"."finish_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_city_by_completedCerDate_idx" ON "orders" USING btree ("city","completed_cer_date","id") INCLUDE ("order_status") WHERE "orders"."completed_cer_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_city_by_completedAuditDate_idx" ON "orders" USING btree ("city","completed_audit_date","id") INCLUDE ("order_status") WHERE "orders"."completed_audit_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_city_by_lastContactDate_idx" ON "orders" USING btree ("city","last_contact_date","id") INCLUDE ("order_status") WHERE "orders"."last_contact_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_city_by_finishDate_idx" ON "orders" USING btree ("city","finish_date","id") INCLUDE ("order_status") WHERE "orders"."finish_date" is not null;
