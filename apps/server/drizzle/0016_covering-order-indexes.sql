-- Issue 18: an administrator's list walked past the cap, or its few thousand matches sorted, read
-- each order's heap row to check the filters the sort index lacks (pending review by type and
-- province at page 155: 38,753 rows visited, 143 ms; by city over a month of certification dates:
-- 10,000 rows visited for 1,606 matches, 110 ms, on a million orders). Each sort index of the lists,
-- and each pending list's index led by an equality filter, now INCLUDEs every column the lists
-- filter on (the status, the six equality filters and the five dates), as order_handlers' do
-- (migration 0014): such a list is read from the index alone, the filters checked in it. The keys
-- and the partial predicates are unchanged, so the planner's choices stay what they were, minus
-- the heap visits (docs/performance.md, twelfth session).
DROP INDEX orders_incoming_idx;--> statement-breakpoint
CREATE INDEX orders_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_completedAuditDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_asc_idx" ON "orders" USING btree (completed_audit_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_completedAuditDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_desc_idx" ON "orders" USING btree (completed_audit_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_finishDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_finishDate_asc_idx" ON "orders" USING btree (finish_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "orders_finishDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_finishDate_desc_idx" ON "orders" USING btree (finish_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
DROP INDEX "orders_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX "orders_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
DROP INDEX orders_pcert_incoming_idx;--> statement-breakpoint
CREATE INDEX orders_pcert_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX orders_pcert_province_idx;--> statement-breakpoint
CREATE INDEX orders_pcert_province_idx ON "orders" USING btree (province, incoming_date, id) INCLUDE (order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX orders_pcert_city_idx;--> statement-breakpoint
CREATE INDEX orders_pcert_city_idx ON "orders" USING btree (city, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_auditUid_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_auditUid_idx" ON "orders" USING btree (audit_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_certificationType_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationType_idx" ON "orders" USING btree (certification_type, incoming_date, id) INCLUDE (order_status, order_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX orders_preview_incoming_idx;--> statement-breakpoint
CREATE INDEX orders_preview_incoming_idx ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX "orders_preview_completedCerDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX "orders_preview_completedCerDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX "orders_preview_orderType_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_orderType_idx" ON "orders" USING btree (order_type, incoming_date, id) INCLUDE (order_status, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX orders_preview_province_idx;--> statement-breakpoint
CREATE INDEX orders_preview_province_idx ON "orders" USING btree (province, incoming_date, id) INCLUDE (order_status, order_type, certification_type, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX orders_preview_city_idx;--> statement-breakpoint
CREATE INDEX orders_preview_city_idx ON "orders" USING btree (city, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX "orders_preview_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_certificationUid_idx" ON "orders" USING btree (certification_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX "orders_preview_auditUid_idx";--> statement-breakpoint
CREATE INDEX "orders_preview_auditUid_idx" ON "orders" USING btree (audit_uid, incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE order_status in (30, 40, 50);--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_asc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_asc_idx" ON "orders" USING btree (last_contact_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_pcert_lastContactDate_desc_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_desc_idx" ON "orders" USING btree (last_contact_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) WHERE order_status = 20;--> statement-breakpoint
DROP INDEX "orders_astats_auditUid_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_auditUid_idx" ON "orders" USING btree (audit_uid, completed_audit_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, incoming_date, completed_cer_date, last_contact_date, finish_date) WHERE completed_audit_date is not null;--> statement-breakpoint
DROP INDEX "orders_astats_certificationUid_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_certificationUid_idx" ON "orders" USING btree (certification_uid, completed_audit_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date) WHERE completed_audit_date is not null;--> statement-breakpoint
DROP INDEX "orders_astats_completedCerDate_day_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_day_idx" ON "orders" USING btree (epoch_day(completed_cer_date), completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, completed_cer_date) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, last_contact_date, finish_date) WHERE completed_audit_date is not null;--> statement-breakpoint
DROP INDEX "orders_astats_finishDate_day_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_day_idx" ON "orders" USING btree (epoch_day(finish_date), completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, finish_date) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date) WHERE completed_audit_date is not null;--> statement-breakpoint
DROP INDEX "orders_astats_incomingDate_day_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_incomingDate_day_idx" ON "orders" USING btree (epoch_day(incoming_date), completed_audit_date DESC NULLS LAST, id DESC NULLS LAST, incoming_date) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, last_contact_date, finish_date) WHERE completed_audit_date is not null;--> statement-breakpoint
ANALYZE "orders";
