-- Issue 18: a list sorted by a nullable date, nulls last, whose equality filters hold few orders
-- with that date walked the date's index past every other dated order before its first match (the
-- fill never contacts an even type: all orders of type 6 by last contact read 470,000 entries, 45
-- to 117 ms). These GIN indexes hold, for the orders that have each date, the equality filters'
-- dated copies (case when the date is set then the column end: dated-copy.ts), which no other
-- index holds, so that such a list's dated orders are found here at once (type 6 among the
-- contacted: no entry) and sorted (order-page-queries.ts fewDatedPart). ANALYZE gathers the
-- copies' statistics, by which PostgreSQL estimates them. About 3-4 MB each on a million orders;
-- built in about half a second each, writes to orders waiting.
CREATE INDEX "orders_completedCerDate_dated_eq_idx" ON "orders" USING gin ((case when "completed_cer_date" is not null then "order_type" end),(case when "completed_cer_date" is not null then "certification_type" end),(case when "completed_cer_date" is not null then "province" end),(case when "completed_cer_date" is not null then "city" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."completed_cer_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_dated_eq_idx" ON "orders" USING gin ((case when "completed_audit_date" is not null then "order_type" end),(case when "completed_audit_date" is not null then "certification_type" end),(case when "completed_audit_date" is not null then "province" end),(case when "completed_audit_date" is not null then "city" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."completed_audit_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_dated_eq_idx" ON "orders" USING gin ((case when "last_contact_date" is not null then "order_type" end),(case when "last_contact_date" is not null then "certification_type" end),(case when "last_contact_date" is not null then "province" end),(case when "last_contact_date" is not null then "city" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."last_contact_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_finishDate_dated_eq_idx" ON "orders" USING gin ((case when "finish_date" is not null then "order_type" end),(case when "finish_date" is not null then "certification_type" end),(case when "finish_date" is not null then "province" end),(case when "finish_date" is not null then "city" end)) WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "orders"."finish_date" is not null;--> statement-breakpoint
ANALYZE "orders";
