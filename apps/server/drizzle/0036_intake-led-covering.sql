-- Issue 18: the indexes led by a status, a type, a province or a city, in intake order, INCLUDE
-- every other column the lists filter on, as the sort indexes of the dates do (migrations 0016,
-- 0034). A list of one of those values in intake order is then walked in its index alone, and
-- a deep page's day walk reads each day from the value's range there instead of checking every
-- order of the day in the intake's index (a province since a date, page 345 of 50: 27 -> 6 ms).
-- A status with another filter finds its matches in its own range of the index, without a
-- bitmap of the filter's larger posting list (in lookup in one province: 28 -> 8 ms). The status
-- index gains the id as a key: the tie-break of the lists' order. Rebuilding the four indexes
-- reads the table once each and blocks writes to orders meanwhile (about a second each for a
-- million orders); each grows from 30-73 MB to 119-122 MB there.
DROP INDEX "orders_status_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_status_incoming_idx" ON "orders" USING btree (order_status, incoming_date, id) INCLUDE (order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_type_idx";--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_province_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_province_incoming_idx" ON "orders" USING btree (province, incoming_date, id) INCLUDE (order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_city_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_city_incoming_idx" ON "orders" USING btree (city, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name);
