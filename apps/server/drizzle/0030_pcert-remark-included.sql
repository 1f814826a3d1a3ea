-- Issue 18: pending certification's walks past a remark search's cap read every order's row to
-- check its remark, the one filter of the list that its indexes did not INCLUDE (migration 0016:
-- every equality filter and date is included). A common remark at page 490 of 50 read 30,000 rows
-- of 245,000 entries walked (175 ms on a million orders), a remark and a year's intake at page
-- 381 of 20 76,000 (33 ms). The pending list's indexes now INCLUDE the remark too, so such a walk
-- is read from the index alone, the remark checked in it (21 and 7 ms). The remark is at most 500
-- characters (updateMark), 1,500 bytes, within a B-tree entry's limit (about 2,700) with the
-- other included columns. Keys and predicates are unchanged. Rebuilding the ten indexes reads the
-- pending orders once each and blocks writes to orders meanwhile (about 3 s for a million orders).
DROP INDEX "orders_pcert_certificationType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationType_idx" ON "orders" USING btree (certification_type, incoming_date, id) INCLUDE (order_status, order_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_city_idx";--> statement-breakpoint
CREATE INDEX orders_pcert_city_idx ON "orders" USING btree (city, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_incoming_idx";--> statement-breakpoint
CREATE INDEX orders_pcert_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_province_idx";--> statement-breakpoint
CREATE INDEX orders_pcert_province_idx ON "orders" USING btree (province, incoming_date, id) INCLUDE (order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, mark) WHERE (order_status = 20);
