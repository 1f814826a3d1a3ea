-- Issue 18: a list of a type, province or city with further equality filters (a tag, a status, a
-- city), sorted by a date an order may lack, past its count's cap: PostgreSQL found the led value's
-- orders in intake order (orders_type_idx) and sorted all the combination's matches, or walked the
-- value's index by the date (migration 0047) and went to the table for the tag on each entry. All
-- orders of type 5 tagged 10, newest review first, page 485 of 50: 45 ms sorted, 35 ms walked through
-- the table, 6.9 ms walked in the index alone. These include the other equality filters' columns
-- too, so a walk checks them on its entries. Keys and predicates are unchanged; each grows from 62 to
-- about 74 MB on a million orders.
DROP INDEX "orders_orderType_by_completedCerDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_completedCerDate_idx" ON "orders" USING btree ("order_type","completed_cer_date","id") INCLUDE (order_status, certification_type, province, city, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_orderType_by_completedAuditDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_completedAuditDate_idx" ON "orders" USING btree ("order_type","completed_audit_date","id") INCLUDE (order_status, certification_type, province, city, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_orderType_by_lastContactDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_lastContactDate_idx" ON "orders" USING btree ("order_type","last_contact_date","id") INCLUDE (order_status, certification_type, province, city, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_orderType_by_finishDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_finishDate_idx" ON "orders" USING btree ("order_type","finish_date","id") INCLUDE (order_status, certification_type, province, city, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "orders_province_by_completedCerDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_completedCerDate_idx" ON "orders" USING btree ("province","completed_cer_date","id") INCLUDE (order_status, order_type, certification_type, city, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_province_by_completedAuditDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_completedAuditDate_idx" ON "orders" USING btree ("province","completed_audit_date","id") INCLUDE (order_status, order_type, certification_type, city, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_province_by_lastContactDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_lastContactDate_idx" ON "orders" USING btree ("province","last_contact_date","id") INCLUDE (order_status, order_type, certification_type, city, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_province_by_finishDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_finishDate_idx" ON "orders" USING btree ("province","finish_date","id") INCLUDE (order_status, order_type, certification_type, city, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "orders_city_by_completedCerDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_completedCerDate_idx" ON "orders" USING btree ("city","completed_cer_date","id") INCLUDE (order_status, order_type, certification_type, province, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_city_by_completedAuditDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_completedAuditDate_idx" ON "orders" USING btree ("city","completed_audit_date","id") INCLUDE (order_status, order_type, certification_type, province, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_city_by_lastContactDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_lastContactDate_idx" ON "orders" USING btree ("city","last_contact_date","id") INCLUDE (order_status, order_type, certification_type, province, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_city_by_finishDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_finishDate_idx" ON "orders" USING btree ("city","finish_date","id") INCLUDE (order_status, order_type, certification_type, province, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);
