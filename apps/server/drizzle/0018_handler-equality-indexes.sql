-- Issue 18: a certifier's or an auditor's list filtered by a type, a province, a city or the
-- other handler read all of that user's rows in a date index (an auditor of a million orders:
-- 54,000 entries) to find a few thousand. These indexes give each filter its range of the user's
-- rows. They INCLUDE the lists' scope and the five sortable dates, so that the matches are found
-- and sorted without visiting the table (the planner chose the whole range, index-only, over a
-- bitmap of the few). 110 MB each on 1,000,000 orders. Extended statistics on (uid, auditor)
-- were tried: with the right estimate the planner priced an administrator's search past the cap
-- (one auditor's 21,000 rows, each order read by its key) above a hash join of every matching
-- name, 107 → 228 ms.
CREATE INDEX "order_handlers_type_idx" ON "order_handlers" USING btree ("uid","order_type","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_province_idx" ON "order_handlers" USING btree ("uid","province","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_city_idx" ON "order_handlers" USING btree ("uid","city","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_certifier_idx" ON "order_handlers" USING btree ("uid","certification_uid","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_auditor_idx" ON "order_handlers" USING btree ("uid","audit_uid","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");
