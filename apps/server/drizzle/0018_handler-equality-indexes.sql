-- Issue 18: a certifier's or an auditor's list filtered by a type, a province or a city read all
-- of that user's rows in a date index (an auditor of a million orders: 54,000 entries) to find a
-- few thousand. These indexes give each filter its range of the user's rows. They INCLUDE the
-- lists' scope and the five sortable dates, so that the matches are found and sorted without
-- visiting the table (the planner chose the whole range, index-only, over a bitmap of the few).
-- 110 MB each on 1,000,000 orders.
-- Not for the certifier and auditor filters: in a handler's own rows these are nearly always the
-- handler (an administrator's list of one certifier is that certifier's rows), the planner took
-- (uid, certifier) for a few hundred rows that were 42,000 (a search past the cap: 4.8 → 85 ms),
-- and extended statistics that told it made a search of one auditor's rows take a hash join of
-- every matching name instead (107 → 228 ms).
CREATE INDEX "order_handlers_type_idx" ON "order_handlers" USING btree ("uid","order_type","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_province_idx" ON "order_handlers" USING btree ("uid","province","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_city_idx" ON "order_handlers" USING btree ("uid","city","order_id") INCLUDE ("order_status","reviewed","incoming_date","completed_cer_date","completed_audit_date","last_contact_date","finish_date");
