-- Issue 18: a certifier's or auditor's substring search (company name, remark) past its cap walks
-- that user's range of an order_handlers sort index, and read each entry's order by its key to
-- check the text: about 3 µs an entry, 34 ms for a certifier's 9,900 pending orders and 130 ms
-- for an auditor's 21,000 (seed 52417 #121, #86). order_handlers now holds the two texts, in the
-- table and in no index (an index would add them to every intake's writes for every sort): the
-- walk checks them on the entry's own row (order-filters.ts handlerWhere, docs/performance.md).
ALTER TABLE "order_handlers" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "order_handlers" ADD COLUMN "mark" text;--> statement-breakpoint
-- Filled by rewriting the table once rather than by an UPDATE, which would write every entry of
-- the 26 indexes row by row (a million orders: about 4 minutes against 1).
CREATE FUNCTION pg_temp.order_company_name(order_id integer) RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT company_name FROM orders WHERE id = order_id $$;--> statement-breakpoint
CREATE FUNCTION pg_temp.order_mark(order_id integer) RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT mark FROM orders WHERE id = order_id $$;--> statement-breakpoint
ALTER TABLE "order_handlers"
  ALTER COLUMN "company_name" TYPE text USING pg_temp.order_company_name(order_id),
  ALTER COLUMN "mark" TYPE text USING pg_temp.order_mark(order_id);--> statement-breakpoint
-- The mirror follows the two texts too (a partner's modify may rename the company; a certifier
-- edits the remark). Same transaction as the change, as before.
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
         AND NEW.audit_uid IS NOT DISTINCT FROM OLD.audit_uid
         AND NEW.company_name IS NOT DISTINCT FROM OLD.company_name
         AND NEW.mark IS NOT DISTINCT FROM OLD.mark THEN
        RETURN NULL;
      END IF;
      UPDATE order_handlers SET order_status = NEW.order_status, reviewed = NEW.completed_audit_date IS NOT NULL,
        incoming_date = NEW.incoming_date, completed_cer_date = NEW.completed_cer_date,
        completed_audit_date = NEW.completed_audit_date, last_contact_date = NEW.last_contact_date,
        finish_date = NEW.finish_date, order_type = NEW.order_type, certification_type = NEW.certification_type,
        province = NEW.province, city = NEW.city, certification_uid = NEW.certification_uid, audit_uid = NEW.audit_uid,
        company_name = NEW.company_name, mark = NEW.mark
        WHERE order_id = NEW.id;
      RETURN NULL;
    END IF;
    DELETE FROM order_handlers WHERE order_id = NEW.id;
  END IF;
  INSERT INTO order_handlers (uid, order_id, order_status, reviewed, incoming_date, completed_cer_date,
      completed_audit_date, last_contact_date, finish_date, order_type, certification_type, province, city,
      certification_uid, audit_uid, company_name, mark)
    SELECT DISTINCT u, NEW.id, NEW.order_status, NEW.completed_audit_date IS NOT NULL, NEW.incoming_date,
      NEW.completed_cer_date, NEW.completed_audit_date, NEW.last_contact_date, NEW.finish_date, NEW.order_type,
      NEW.certification_type, NEW.province, NEW.city, NEW.certification_uid, NEW.audit_uid, NEW.company_name, NEW.mark
    FROM unnest(NEW.handler_uids) AS u WHERE u IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_handlers_sync" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_handlers_sync" AFTER INSERT OR UPDATE OF handler_uids, order_status, incoming_date,
  completed_cer_date, completed_audit_date, last_contact_date, finish_date, order_type, certification_type,
  province, city, certification_uid, audit_uid, company_name, mark ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_handlers_sync"();--> statement-breakpoint
ANALYZE "order_handlers";
