-- Issue 18: a pending list's walk past a company-name search's cap read every order's row to check
-- its name, the one filter of the two pending lists that their indexes did not INCLUDE (migration
-- 0016: every equality filter and date; 0030: pending certification's remark). Pending review by
-- a city, a type and 有限公司, page 374 of 20, sorted 30,000 matches read from the table (90 ms on a
-- million orders); with the name included it is read from the city's index alone, the name checked
-- in it (1.2 ms). A company name is at most 200 characters (the partner's intake, the registry's
-- edit), 600 bytes: with pending certification's remark (1,500) and the other included columns an
-- entry stays within a B-tree entry's limit (about 2,700 bytes). Keys and predicates are
-- unchanged. Rebuilding the eighteen indexes reads the pending orders once each and blocks writes
-- to orders meanwhile (about 11 s for a million orders).
DROP INDEX "orders_pcert_certificationType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationType_idx" ON "orders" USING btree (certification_type, incoming_date, id) INCLUDE (order_status, order_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_city_idx";--> statement-breakpoint
CREATE INDEX orders_pcert_city_idx ON "orders" USING btree (city, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_incoming_idx";--> statement-breakpoint
CREATE INDEX orders_pcert_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_province_idx";--> statement-breakpoint
CREATE INDEX orders_pcert_province_idx ON "orders" USING btree (province, incoming_date, id) INCLUDE (order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_preview_auditUid_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_auditUid_idx" ON "orders" USING btree (audit_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_city_idx";--> statement-breakpoint
CREATE INDEX orders_preview_city_idx ON "orders" USING btree (city, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_incoming_idx";--> statement-breakpoint
CREATE INDEX orders_preview_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_province_idx";--> statement-breakpoint
CREATE INDEX orders_preview_province_idx ON "orders" USING btree (province, incoming_date, id) INCLUDE (order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));
