-- Issue 18: a handler's list filtered by an equality filter (a certifier's orders of one
-- certification type at page 346: 298 ms on a million orders), and an administrator's list of one
-- certifier's or auditor's orders at a deep page (page 355: 560 ms), were read from the GIN index
-- and the whole table's date index. order_handlers (migrations 0002, 0013) now also holds the
-- order's six equality filters. Each sort index INCLUDEs every column a handler's list filters or
-- sorts on, so that any such list is that user's rows read from one index alone: walked in the
-- sort's order, or a range of another date's index with its few matches sorted by the sort's
-- date (order-filters.ts handlerWhere, docs/performance.md).
-- An administrator's list by a certifier or auditor reads that user's rows: orders name their
-- certifier and auditor among their handlers (dispatch appends them to handler_uids).
ALTER TABLE "order_handlers" ADD COLUMN "order_type" integer;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "certification_type" integer;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "certification_uid" integer;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "audit_uid" integer;--> statement-breakpoint
-- Refilled rather than updated, keys and indexes dropped around it (why: migration 0013).
ALTER TABLE "order_handlers" DROP CONSTRAINT "order_handlers_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_handlers" DROP CONSTRAINT "order_handlers_uid_order_id_pk";--> statement-breakpoint
DROP INDEX "order_handlers_status_idx";--> statement-breakpoint
DROP INDEX "order_handlers_reviewed_idx";--> statement-breakpoint
DROP INDEX "order_handlers_order_idx";--> statement-breakpoint
DROP INDEX "order_handlers_incoming_idx";--> statement-breakpoint
DROP INDEX "order_handlers_cer_asc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_cer_desc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_audit_asc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_audit_desc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_contact_asc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_contact_desc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_finish_asc_idx";--> statement-breakpoint
DROP INDEX "order_handlers_finish_desc_idx";--> statement-breakpoint
TRUNCATE "order_handlers";--> statement-breakpoint
INSERT INTO "order_handlers" (uid, order_id, order_status, reviewed, incoming_date, completed_cer_date,
    completed_audit_date, last_contact_date, finish_date, order_type, certification_type, province, city,
    certification_uid, audit_uid)
  SELECT DISTINCT u, o.id, o.order_status, o.completed_audit_date IS NOT NULL, o.incoming_date,
    o.completed_cer_date, o.completed_audit_date, o.last_contact_date, o.finish_date, o.order_type,
    o.certification_type, o.province, o.city, o.certification_uid, o.audit_uid
  FROM "orders" o, unnest(o.handler_uids) AS u WHERE u IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_uid_order_id_pk" PRIMARY KEY("uid","order_id");--> statement-breakpoint
CREATE INDEX "order_handlers_status_idx" ON "order_handlers" USING btree ("uid","order_status");--> statement-breakpoint
CREATE INDEX "order_handlers_reviewed_idx" ON "order_handlers" USING btree ("uid") WHERE reviewed;--> statement-breakpoint
CREATE INDEX "order_handlers_order_idx" ON "order_handlers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_handlers_incoming_idx" ON "order_handlers" USING btree ("uid","incoming_date","order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","completed_cer_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_cer_asc_idx" ON "order_handlers" USING btree ("uid","completed_cer_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_cer_desc_idx" ON "order_handlers" USING btree ("uid","completed_cer_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_audit_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_audit_asc_idx" ON "order_handlers" USING btree ("uid","completed_audit_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_audit_desc_idx" ON "order_handlers" USING btree ("uid","completed_audit_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","last_contact_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_contact_asc_idx" ON "order_handlers" USING btree ("uid","last_contact_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_contact_desc_idx" ON "order_handlers" USING btree ("uid","last_contact_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","finish_date");--> statement-breakpoint
CREATE INDEX "order_handlers_finish_asc_idx" ON "order_handlers" USING btree ("uid","finish_date" ASC NULLS LAST,"order_id") INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date");--> statement-breakpoint
CREATE INDEX "order_handlers_finish_desc_idx" ON "order_handlers" USING btree ("uid","finish_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) INCLUDE ("order_status","reviewed","order_type","certification_type","province","city","certification_uid","audit_uid","incoming_date","completed_cer_date","completed_audit_date","last_contact_date");--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The mirror follows the equality columns too (a partner's modify may change the type or the
-- area; dispatch the certifier and auditor). Same transaction as the change, as before.
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
         AND NEW.finish_date IS NOT DISTINCT FROM OLD.finish_date
         AND NEW.order_type IS NOT DISTINCT FROM OLD.order_type
         AND NEW.certification_type IS NOT DISTINCT FROM OLD.certification_type
         AND NEW.province IS NOT DISTINCT FROM OLD.province
         AND NEW.city IS NOT DISTINCT FROM OLD.city
         AND NEW.certification_uid IS NOT DISTINCT FROM OLD.certification_uid
         AND NEW.audit_uid IS NOT DISTINCT FROM OLD.audit_uid THEN
        RETURN NULL;
      END IF;
      UPDATE order_handlers SET order_status = NEW.order_status, reviewed = NEW.completed_audit_date IS NOT NULL,
        incoming_date = NEW.incoming_date, completed_cer_date = NEW.completed_cer_date,
        completed_audit_date = NEW.completed_audit_date, last_contact_date = NEW.last_contact_date,
        finish_date = NEW.finish_date, order_type = NEW.order_type, certification_type = NEW.certification_type,
        province = NEW.province, city = NEW.city, certification_uid = NEW.certification_uid, audit_uid = NEW.audit_uid
        WHERE order_id = NEW.id;
      RETURN NULL;
    END IF;
    DELETE FROM order_handlers WHERE order_id = NEW.id;
  END IF;
  INSERT INTO order_handlers (uid, order_id, order_status, reviewed, incoming_date, completed_cer_date,
      completed_audit_date, last_contact_date, finish_date, order_type, certification_type, province, city,
      certification_uid, audit_uid)
    SELECT DISTINCT u, NEW.id, NEW.order_status, NEW.completed_audit_date IS NOT NULL, NEW.incoming_date,
      NEW.completed_cer_date, NEW.completed_audit_date, NEW.last_contact_date, NEW.finish_date, NEW.order_type,
      NEW.certification_type, NEW.province, NEW.city, NEW.certification_uid, NEW.audit_uid
    FROM unnest(NEW.handler_uids) AS u WHERE u IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_handlers_sync" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_handlers_sync" AFTER INSERT OR UPDATE OF handler_uids, order_status, incoming_date,
  completed_cer_date, completed_audit_date, last_contact_date, finish_date, order_type, certification_type,
  province, city, certification_uid, audit_uid ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_handlers_sync"();--> statement-breakpoint
ANALYZE "order_handlers";
