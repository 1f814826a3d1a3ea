-- Issue 18: a deep page of the audit statistics sorted by the intake, the certification or the
-- finish walked the whole table's index by that date with the review checked on each entry: the
-- reviewed orders are about a third of all (360,000 of 1,000,000), so page 461 of 50 by the
-- certification read 41,600 entries for 23,050 (14 ms alone, 79 ms p95 at 8 clients), and a
-- filter's walk as many more. These hold the reviewed orders alone, in the statistics' orders (the
-- empty dates last either way), including every column the lists filter on, as the pending lists'
-- own indexes do (migrations 0016, 0033): the walk reads the list's own entries and checks its
-- filters in them. Sorted by the review itself, the whole table's indexes already hold the reviews
-- first. A status change pays for them only where it records or changes a review.
CREATE INDEX "orders_astats_incoming_idx" ON "orders" USING btree (incoming_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (completed_audit_date is not null);--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_asc_idx" ON "orders" USING btree (completed_cer_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (completed_audit_date is not null);--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_desc_idx" ON "orders" USING btree (completed_cer_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date, company_name) WHERE (completed_audit_date is not null);--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_asc_idx" ON "orders" USING btree (finish_date, id) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, company_name) WHERE (completed_audit_date is not null);--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_desc_idx" ON "orders" USING btree (finish_date DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (order_status, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, company_name) WHERE (completed_audit_date is not null);
