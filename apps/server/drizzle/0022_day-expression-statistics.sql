-- Issue 18: the planner had no statistics of the audit statistics' day numbers. It reads an
-- expression index's statistics only when the index is not partial, and the day indexes
-- (migration 0004, orders.schema.ts auditStatsIndexes) are partial. So a range of days was
-- estimated at the default 0.5 % of the table: a year of finishes, 114,854 entries of the
-- finish date's day index, was expected to be 1,799. The planner then intersected a company
-- search's 20 candidates with all of them (seed 90001 #268: 21 ms) instead of checking the 20
-- (2.4 ms). Statistics of each day expression give it their histogram. ANALYZE fills them now,
-- as autovacuum would only after many writes; it blocks neither reads nor writes.
CREATE STATISTICS IF NOT EXISTS "orders_incoming_day_stats" ON (epoch_day("incoming_date")) FROM "orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_cer_day_stats" ON (epoch_day("completed_cer_date")) FROM "orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_finish_day_stats" ON (epoch_day("finish_date")) FROM "orders";--> statement-breakpoint
ANALYZE "orders";
