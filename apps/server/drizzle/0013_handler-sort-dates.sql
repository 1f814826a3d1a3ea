-- Issue 18: a certifier's or auditor's own list at a deep page. order_handlers (migration 0002)
-- holds one row per (handler, order); it now also holds the order's five sortable dates, and one
-- index per sort and direction leads with the handler, so that a handler's page is an index range
-- of that user's rows alone. Before, the offset of a deep page was skipped through the whole
-- table's date index while filtering for the user's 1/21 share (page 456 of a certifier's list
-- by certification date: 13,680 matches among 305,000 entries, 210–1,000 ms on a million orders;
-- here 8 ms, docs/performance.md). The lists' scope (status, reviewed) is INCLUDEd, so a pending
-- list or the audit statistics of a handler filter their rows from the index alone.
ALTER TABLE "order_handlers" ADD COLUMN "incoming_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "completed_cer_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "completed_audit_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "last_contact_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "finish_date" timestamp with time zone;--> statement-breakpoint
-- Refilled rather than updated: an UPDATE of every row leaves as many dead ones, which the new
-- indexes, built in the same transaction, would hold entries for (twice their size). The table's
-- own keys and indexes are dropped around the refill and built again from the whole table at
-- once: kept, they were maintained and the foreign key checked row by row (155 s of the refill
-- on a million orders, docs/performance.md). Definitions as in migration 0002.
ALTER TABLE "order_handlers" DROP CONSTRAINT "order_handlers_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_handlers" DROP CONSTRAINT "order_handlers_uid_order_id_pk";--> statement-breakpoint
DROP INDEX "order_handlers_status_idx";--> statement-breakpoint
DROP INDEX "order_handlers_reviewed_idx";--> statement-breakpoint
DROP INDEX "order_handlers_order_idx";--> statement-breakpoint
TRUNCATE "order_handlers";--> statement-breakpoint
INSERT INTO "order_handlers" (uid, order_id, order_status, reviewed, incoming_date, completed_cer_date,
    completed_audit_date, last_contact_date, finish_date)
  SELECT DISTINCT u, o.id, o.order_status, o.completed_audit_date IS NOT NULL, o.incoming_date,
    o.completed_cer_date, o.completed_audit_date, o.last_contact_date, o.finish_date
  FROM "orders" o, unnest(o.handler_uids) AS u WHERE u IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_uid_order_id_pk" PRIMARY KEY("uid","order_id");--> statement-breakpoint
CREATE INDEX "order_handlers_status_idx" ON "order_handlers" USING btree ("uid","order_status");--> statement-breakpoint
CREATE INDEX "order_handlers_reviewed_idx" ON "order_handlers" USING btree ("uid") WHERE reviewed;--> statement-breakpoint
CREATE INDEX "order_handlers_order_idx" ON "order_handlers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The mirror now follows the dates too. A change that keeps the handlers updates their rows in
-- place; a change of the handlers rewrites them. Same transaction as the change, as before.
CREATE OR REPLACE FUNCTION "order_handlers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.handler_uids IS NOT DISTINCT FROM OLD.handler_uids THEN
      IF NEW.order_status = OLD.order_status
         AND (NEW.completed_audit_date IS NULL) = (OLD.completed_audit_date IS NULL)
         AND NEW.incoming_date IS NOT DISTINCT FROM OLD.incoming_date
         AND NEW.completed_cer_date IS NOT DISTINCT FROM OLD.completed_cer_date
         AND NEW.completed_audit_date IS NOT DISTINCT FROM OLD.completed_audit_date
         AND NEW.last_contact_date IS NOT DISTINCT FROM OLD.last_contact_date
         AND NEW.finish_date IS NOT DISTINCT FROM OLD.finish_date THEN
        RETURN NULL;
      END IF;
      UPDATE order_handlers SET order_status = NEW.order_status, reviewed = NEW.completed_audit_date IS NOT NULL,
        incoming_date = NEW.incoming_date, completed_cer_date = NEW.completed_cer_date,
        completed_audit_date = NEW.completed_audit_date, last_contact_date = NEW.last_contact_date,
        finish_date = NEW.finish_date
        WHERE order_id = NEW.id;
      RETURN NULL;
    END IF;
    DELETE FROM order_handlers WHERE order_id = NEW.id;
  END IF;
  INSERT INTO order_handlers (uid, order_id, order_status, reviewed, incoming_date, completed_cer_date,
      completed_audit_date, last_contact_date, finish_date)
    SELECT DISTINCT u, NEW.id, NEW.order_status, NEW.completed_audit_date IS NOT NULL, NEW.incoming_date,
      NEW.completed_cer_date, NEW.completed_audit_date, NEW.last_contact_date, NEW.finish_date
    FROM unnest(NEW.handler_uids) AS u WHERE u IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_handlers_sync" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_handlers_sync" AFTER INSERT OR UPDATE OF handler_uids, order_status, incoming_date,
  completed_cer_date, completed_audit_date, last_contact_date, finish_date ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_handlers_sync"();--> statement-breakpoint
-- Intake is never null: one index walked either way. The other dates sort their nulls last in
-- both directions (order-filters.ts sortBy), which a backward walk cannot give: two each.
CREATE INDEX "order_handlers_incoming_idx" ON "order_handlers" USING btree ("uid","incoming_date","order_id") INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_cer_asc_idx" ON "order_handlers" USING btree ("uid","completed_cer_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_cer_desc_idx" ON "order_handlers" USING btree ("uid","completed_cer_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_audit_asc_idx" ON "order_handlers" USING btree ("uid","completed_audit_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_audit_desc_idx" ON "order_handlers" USING btree ("uid","completed_audit_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_contact_asc_idx" ON "order_handlers" USING btree ("uid","last_contact_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_contact_desc_idx" ON "order_handlers" USING btree ("uid","last_contact_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_finish_asc_idx" ON "order_handlers" USING btree ("uid","finish_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed");--> statement-breakpoint
CREATE INDEX "order_handlers_finish_desc_idx" ON "order_handlers" USING btree ("uid","finish_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed");--> statement-breakpoint
-- The GIN index of handler_uids alone duplicates the first column of orders_equality_gin_idx
-- (migration 0012): without it, every random case of the benchmark's seed 1801 ran as fast (273
-- of 300 within 50 ms either way), and every write of an order has one index fewer to keep.
DROP INDEX IF EXISTS "orders_handlers_idx";--> statement-breakpoint
ANALYZE "order_handlers";
