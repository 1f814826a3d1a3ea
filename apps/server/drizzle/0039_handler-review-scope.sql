-- Issue 18: a handler's audit statistics are scoped by the review's date (handlerListWhere), as
-- on orders, instead of the row's `reviewed` flag: said with the flag, PostgreSQL took the two
-- for independent and sorted an auditor's reviews for a deep page instead of walking them. The
-- partial index that counts a handler's reviews follows the scope's new words, so the planner can
-- prove it applies. The trigger still writes `reviewed`; no list reads it.
DROP INDEX "order_handlers_reviewed_idx";--> statement-breakpoint
CREATE INDEX "order_handlers_reviewed_idx" ON "order_handlers" USING btree ("uid") WHERE completed_audit_date is not null;
