-- Issue 18: an auditor's list filtered by a certifier, or a certifier's by an auditor, read all
-- of that user's rows in a date index (an auditor of a million orders: 54,000 entries, 10-15 ms)
-- to find a few hundred, or none. The certifier and auditor indexes give each its range of the
-- user's rows; the certification type (tag) index does the same for the one equality filter left
-- without one (a certifier's orders of a tag they never handle: 42,000 entries read, 21 ms -> 0.2).
-- A filter naming the very user whose rows are read (an administrator's list of one
-- certifier, a certifier filtering by themselves) matches nearly all of them: taking the two as
-- independent, the planner estimated 1,700 of an auditor's 30,000 and read them all from the new
-- range to sort them, not walking the sort's index to a deep page (6 -> 35 ms). Extended
-- statistics (MCV of every (user, certifier) and (user, auditor) pair, 263 each on a million
-- orders, hence the target of 1000) give it the real counts.
-- Like the sort indexes of 0014, all six INCLUDE every column a handler's list filters or sorts
-- on, 0018's three rebuilt so: with a second equality filter (an auditor's list by a certifier
-- and a city) a range of one of them was read through the table, and the planner walked a whole
-- date index instead.
DROP INDEX "order_handlers_type_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_type_idx" ON "order_handlers" USING btree ("uid","order_type","order_id") INCLUDE ("order_status","reviewed","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
DROP INDEX "order_handlers_province_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_province_idx" ON "order_handlers" USING btree ("uid","province","order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
DROP INDEX "order_handlers_city_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_city_idx" ON "order_handlers" USING btree ("uid","city","order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_tag_idx" ON "order_handlers" USING btree ("uid","certification_type","order_id") INCLUDE ("order_status","reviewed","order_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_certifier_idx" ON "order_handlers" USING btree ("uid","certification_uid","order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_auditor_idx" ON "order_handlers" USING btree ("uid","audit_uid","order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "order_handlers_certifier_stats" (mcv) ON "uid", "certification_uid" FROM "order_handlers";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "order_handlers_auditor_stats" (mcv) ON "uid", "audit_uid" FROM "order_handlers";--> statement-breakpoint
ALTER STATISTICS "order_handlers_certifier_stats" SET STATISTICS 1000;--> statement-breakpoint
ALTER STATISTICS "order_handlers_auditor_stats" SET STATISTICS 1000;--> statement-breakpoint
-- Extended statistics are gathered by ANALYZE only.
ANALYZE "order_handlers";
