-- Issue 18: a walk of all orders or of the audit statistics past a company-name search's cap read
-- each walked order's row for its name, the one filter those lists' sort indexes did not INCLUDE
-- (migration 0016: every equality filter and date; 0030 and 0033 gave the pending lists' indexes
-- the searched texts). With the name included the walk is read from the index alone and the name
-- is checked in it: all orders in a quarter of finishes with 有限公司, oldest certification first,
-- 12 -> 3 ms on a million orders; the audit statistics with 技, page 484 of 30, 10 -> 4 ms. The
-- three indexes led by a type, a province or a city (in intake order, the default sort) include it
-- too: all orders of type 8 with 有限公司, page 210 of 50, 11 -> 1.4 ms. A name is at most 200
-- characters (600 bytes), well within a B-tree entry's limit. Keys are unchanged. Rebuilding the
-- twelve indexes reads the table once each and blocks writes to orders meanwhile (about a second
-- each for a million orders).
DROP INDEX "orders_completedAuditDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_asc_idx" ON "orders" USING btree (completed_audit_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_completedAuditDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_desc_idx" ON "orders" USING btree (completed_audit_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_finishDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_finishDate_asc_idx" ON "orders" USING btree (finish_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, company_name);--> statement-breakpoint
DROP INDEX "orders_finishDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_finishDate_desc_idx" ON "orders" USING btree (finish_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, company_name);--> statement-breakpoint
DROP INDEX orders_incoming_idx;--> statement-breakpoint
CREATE INDEX orders_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date, company_name);--> statement-breakpoint
DROP INDEX "orders_type_idx";--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_province_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_province_incoming_idx" ON "orders" USING btree (province, incoming_date, id) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_city_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_city_incoming_idx" ON "orders" USING btree (city, incoming_date, id) INCLUDE (company_name);
