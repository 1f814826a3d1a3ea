CREATE TABLE "order_handlers" (
	"uid" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_status" integer NOT NULL,
	"reviewed" boolean NOT NULL,
	CONSTRAINT "order_handlers_uid_order_id_pk" PRIMARY KEY("uid","order_id")
);
--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_handlers_status_idx" ON "order_handlers" USING btree ("uid","order_status");--> statement-breakpoint
CREATE INDEX "order_handlers_reviewed_idx" ON "order_handlers" USING btree ("uid") WHERE reviewed;--> statement-breakpoint
CREATE INDEX "order_handlers_order_idx" ON "order_handlers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_astats_incomingDate_range_idx" ON "orders" USING btree ("incoming_date","completed_audit_date","id") WHERE completed_audit_date is not null;--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_range_idx" ON "orders" USING btree ("completed_cer_date","completed_audit_date","id") WHERE completed_audit_date is not null;--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_range_idx" ON "orders" USING btree ("finish_date","completed_audit_date","id") WHERE completed_audit_date is not null;--> statement-breakpoint
-- order_handlers mirrors orders.handler_uids (see orders.schema.ts): every insert, and every
-- update that changes the handlers, the status or whether the review is recorded, rewrites the
-- order's rows. In the same transaction as the change, so the two never disagree.
CREATE FUNCTION "order_handlers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.handler_uids IS NOT DISTINCT FROM OLD.handler_uids
       AND NEW.order_status = OLD.order_status
       AND (NEW.completed_audit_date IS NULL) = (OLD.completed_audit_date IS NULL) THEN
      RETURN NULL;
    END IF;
    DELETE FROM order_handlers WHERE order_id = NEW.id;
  END IF;
  INSERT INTO order_handlers (uid, order_id, order_status, reviewed)
    SELECT DISTINCT u, NEW.id, NEW.order_status, NEW.completed_audit_date IS NOT NULL
    FROM unnest(NEW.handler_uids) AS u WHERE u IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_handlers_sync" AFTER INSERT OR UPDATE OF handler_uids, order_status, completed_audit_date ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_handlers_sync"();--> statement-breakpoint
INSERT INTO order_handlers (uid, order_id, order_status, reviewed)
  SELECT DISTINCT u, o.id, o.order_status, o.completed_audit_date IS NOT NULL
  FROM orders o, unnest(o.handler_uids) AS u WHERE u IS NOT NULL;
