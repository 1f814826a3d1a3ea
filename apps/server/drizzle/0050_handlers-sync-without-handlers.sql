-- Issue 18: an order without handlers (handler_uids '{}', not yet dispatched) has no rows in
-- order_handlers, but the trigger still ran its UPDATE (or, on the first dispatch, its DELETE) with
-- `uid = ANY('{}')`. PostgreSQL plans those statements with the row's uids, and prunes the
-- partitions by them; an empty array prunes none, so each such change opened and planned all 32
-- partitions and their indexes before finding the condition false: about 10 ms, where an order
-- with a handler takes 1 ms (EXPLAIN ANALYZE on the benchmark's million orders, 6 % of whose
-- pending orders have no handler: they were the status changes' p95 in its --writes, 12-15 ms).
-- Now the trigger skips the statement when there is no uid to name (order-handlers.test.ts checks
-- which partitions a change locks). Otherwise the function is migration 0026's.
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
      IF cardinality(NEW.handler_uids) = 0 THEN
        RETURN NULL;
      END IF;
      UPDATE order_handlers SET order_status = NEW.order_status, reviewed = NEW.completed_audit_date IS NOT NULL,
        incoming_date = NEW.incoming_date, completed_cer_date = NEW.completed_cer_date,
        completed_audit_date = NEW.completed_audit_date, last_contact_date = NEW.last_contact_date,
        finish_date = NEW.finish_date, order_type = NEW.order_type, certification_type = NEW.certification_type,
        province = NEW.province, city = NEW.city, certification_uid = NEW.certification_uid, audit_uid = NEW.audit_uid,
        company_name = NEW.company_name, mark = NEW.mark
        WHERE uid = ANY(NEW.handler_uids) AND order_id = NEW.id;
      RETURN NULL;
    END IF;
    IF cardinality(OLD.handler_uids) > 0 THEN
      DELETE FROM order_handlers WHERE uid = ANY(OLD.handler_uids) AND order_id = NEW.id;
    END IF;
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
$$;
