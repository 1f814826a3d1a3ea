-- Issue 18: the list indexes' filter columns checked in the index, not after it. Each list index
-- that covers the filters (INCLUDE, migrations 0013–0048) is built again with those columns as keys
-- after its unique tail (the order's id; the handler and the order in order_handlers), so its order
-- and its internal pages are unchanged (suffix truncation stops at the id) and only the leaves hold
-- them, as before. A walk's equality, date and presence conditions on them are then index
-- conditions, checked on each entry as the btree reads its page; an INCLUDE column is checked only
-- after the entry has been returned, its heap page's visibility looked up and all its columns
-- unpacked. Pending certification of one city never contacted, page 424 of 50 (21,200 of 66,250
-- entries kept): 10.8 -> 8.9 ms; all orders finished since a date by work day, page 304 of 50:
-- 13.6 -> 10.5 ms (docs/performance.md, fifty-second session). The texts stay included: a
-- substring is no btree condition. The same size on a million orders (3,662 MB of orders' indexes).
DROP INDEX "orders_astats_auditUid_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_auditUid_idx" ON "orders" USING btree (audit_uid, completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, incoming_date, completed_cer_date, last_contact_date, finish_date) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_certificationUid_idx" ON "orders" USING btree (certification_uid, completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_completedCerDate_day_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_day_idx" ON "orders" USING btree (epoch_day(completed_cer_date), completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, completed_cer_date, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, last_contact_date, finish_date) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_finishDate_day_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_day_idx" ON "orders" USING btree (epoch_day(finish_date), completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, finish_date, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_incomingDate_day_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_incomingDate_day_idx" ON "orders" USING btree (epoch_day(incoming_date), completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, incoming_date, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, last_contact_date, finish_date) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "order_handlers_audit_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_audit_asc_idx" ON "order_handlers" USING btree (uid, completed_audit_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_audit_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_audit_desc_idx" ON "order_handlers" USING btree (uid, completed_audit_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_auditor_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_auditor_idx" ON "order_handlers" USING btree (uid, audit_uid, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_cer_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_cer_asc_idx" ON "order_handlers" USING btree (uid, completed_cer_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_cer_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_cer_desc_idx" ON "order_handlers" USING btree (uid, completed_cer_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_certifier_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_certifier_idx" ON "order_handlers" USING btree (uid, certification_uid, order_id, order_status, reviewed, order_type, certification_type, province, city, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_city_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_city_idx" ON "order_handlers" USING btree (uid, city, order_id, order_status, reviewed, order_type, certification_type, province, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_contact_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_contact_asc_idx" ON "order_handlers" USING btree (uid, last_contact_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_contact_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_contact_desc_idx" ON "order_handlers" USING btree (uid, last_contact_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_finish_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_finish_asc_idx" ON "order_handlers" USING btree (uid, finish_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "order_handlers_finish_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_finish_desc_idx" ON "order_handlers" USING btree (uid, finish_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "order_handlers_incoming_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_incoming_idx" ON "order_handlers" USING btree (uid, incoming_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_pcert_cer_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_pcert_cer_asc_idx" ON "order_handlers" USING btree (uid, completed_cer_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "order_handlers_pcert_cer_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_pcert_cer_desc_idx" ON "order_handlers" USING btree (uid, completed_cer_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "order_handlers_pcert_contact_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_pcert_contact_asc_idx" ON "order_handlers" USING btree (uid, last_contact_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "order_handlers_pcert_contact_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_pcert_contact_desc_idx" ON "order_handlers" USING btree (uid, last_contact_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "order_handlers_pcert_incoming_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_pcert_incoming_idx" ON "order_handlers" USING btree (uid, incoming_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "order_handlers_preview_cer_asc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_preview_cer_asc_idx" ON "order_handlers" USING btree (uid, completed_cer_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "order_handlers_preview_cer_desc_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_preview_cer_desc_idx" ON "order_handlers" USING btree (uid, completed_cer_date DESC NULLS LAST, order_id DESC NULLS LAST, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "order_handlers_preview_incoming_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_preview_incoming_idx" ON "order_handlers" USING btree (uid, incoming_date, order_id, order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "order_handlers_province_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_province_idx" ON "order_handlers" USING btree (uid, province, order_id, order_status, reviewed, order_type, certification_type, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_tag_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_tag_idx" ON "order_handlers" USING btree (uid, certification_type, order_id, order_status, reviewed, order_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "order_handlers_type_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_type_idx" ON "order_handlers" USING btree (uid, order_type, order_id, order_status, reviewed, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_pcert_certificationType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationType_idx" ON "orders" USING btree (certification_type, incoming_date, id, order_status, order_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id, order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_city_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_city_idx" ON "orders" USING btree (city, incoming_date, id, order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_incoming_idx" ON "orders" USING btree (incoming_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id, order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_pcert_province_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_province_idx" ON "orders" USING btree (province, incoming_date, id, order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (mark, company_name) WHERE (order_status = 20);--> statement-breakpoint
DROP INDEX "orders_preview_auditUid_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_auditUid_idx" ON "orders" USING btree (audit_uid, incoming_date, id, order_status, order_type, certification_type, province, city, certification_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id, order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_city_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_city_idx" ON "orders" USING btree (city, incoming_date, id, order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_incoming_idx" ON "orders" USING btree (incoming_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id, order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_preview_province_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_province_idx" ON "orders" USING btree (province, incoming_date, id, order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
DROP INDEX "orders_completedAuditDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_asc_idx" ON "orders" USING btree (completed_audit_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_completedAuditDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_desc_idx" ON "orders" USING btree (completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_finishDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_finishDate_asc_idx" ON "orders" USING btree (finish_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_finishDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_finishDate_desc_idx" ON "orders" USING btree (finish_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_incoming_idx" ON "orders" USING btree (incoming_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_status_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_status_incoming_idx" ON "orders" USING btree (order_status, incoming_date, id, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_type_idx";--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree (order_type, incoming_date, id, order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_province_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_province_incoming_idx" ON "orders" USING btree (province, incoming_date, id, order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_city_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_city_incoming_idx" ON "orders" USING btree (city, incoming_date, id, order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name);--> statement-breakpoint
DROP INDEX "orders_astats_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_incoming_idx" ON "orders" USING btree (incoming_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) INCLUDE (company_name) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_finishDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_asc_idx" ON "orders" USING btree (finish_date, id, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date) INCLUDE (company_name) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_astats_finishDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_desc_idx" ON "orders" USING btree (finish_date DESC NULLS LAST, id DESC NULLS LAST, order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date) INCLUDE (company_name) WHERE (completed_audit_date IS NOT NULL);--> statement-breakpoint
DROP INDEX "orders_orderType_by_completedCerDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_completedCerDate_idx" ON "orders" USING btree (order_type, completed_cer_date, id, order_status, certification_type, province, city, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_orderType_by_completedAuditDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_completedAuditDate_idx" ON "orders" USING btree (order_type, completed_audit_date, id, order_status, certification_type, province, city, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_orderType_by_lastContactDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_lastContactDate_idx" ON "orders" USING btree (order_type, last_contact_date, id, order_status, certification_type, province, city, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_orderType_by_finishDate_idx";--> statement-breakpoint
CREATE INDEX "orders_orderType_by_finishDate_idx" ON "orders" USING btree (order_type, finish_date, id, order_status, certification_type, province, city, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "orders_province_by_completedCerDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_completedCerDate_idx" ON "orders" USING btree (province, completed_cer_date, id, order_status, order_type, certification_type, city, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_province_by_completedAuditDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_completedAuditDate_idx" ON "orders" USING btree (province, completed_audit_date, id, order_status, order_type, certification_type, city, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_province_by_lastContactDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_lastContactDate_idx" ON "orders" USING btree (province, last_contact_date, id, order_status, order_type, certification_type, city, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_province_by_finishDate_idx";--> statement-breakpoint
CREATE INDEX "orders_province_by_finishDate_idx" ON "orders" USING btree (province, finish_date, id, order_status, order_type, certification_type, city, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "orders_city_by_completedCerDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_completedCerDate_idx" ON "orders" USING btree (city, completed_cer_date, id, order_status, order_type, certification_type, province, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_city_by_completedAuditDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_completedAuditDate_idx" ON "orders" USING btree (city, completed_audit_date, id, order_status, order_type, certification_type, province, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_city_by_lastContactDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_lastContactDate_idx" ON "orders" USING btree (city, last_contact_date, id, order_status, order_type, certification_type, province, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_city_by_finishDate_idx";--> statement-breakpoint
CREATE INDEX "orders_city_by_finishDate_idx" ON "orders" USING btree (city, finish_date, id, order_status, order_type, certification_type, province, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);
