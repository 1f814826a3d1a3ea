-- Issue 18: order_handlers partitioned by handler (HASH (uid), 32 partitions). A handler's rows
-- were spread over the whole table in the order their orders came in, one page per row: a walk of
-- an auditor's 15,000 entries that checks each one's company name on its row read 15,000 pages
-- of 196 MB (40 ms), and the planner preferred reading all 30,000 of their rows by a bitmap and
-- sorting them (60–70 ms, seed 1801 #294). In a partition of its own and one or two other
-- handlers the same walk reads a few hundred pages: 10–12 ms. Every list query of a handler has
-- `uid = $1`, so PostgreSQL plans it on that one partition, with that partition's statistics.
-- The partitions, indexes and statistics are made here, the rows copied in handler order (each
-- handler's rows together; new orders then add to the partition of each of their handlers).
CREATE TABLE "order_handlers_by_uid" (LIKE "order_handlers" INCLUDING DEFAULTS) PARTITION BY HASH ("uid");--> statement-breakpoint
DO $$
BEGIN
  FOR i IN 0..31 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "order_handlers_by_uid" FOR VALUES WITH (MODULUS 32, REMAINDER %s)',
      'order_handlers_p' || i, i);
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "order_handlers_by_uid" SELECT * FROM "order_handlers" ORDER BY "uid", "order_id";--> statement-breakpoint
DROP TABLE "order_handlers";--> statement-breakpoint
ALTER TABLE "order_handlers_by_uid" RENAME TO "order_handlers";--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_uid_order_id_pk" PRIMARY KEY ("uid", "order_id");--> statement-breakpoint
ALTER TABLE "order_handlers" ADD CONSTRAINT "order_handlers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX order_handlers_audit_asc_idx ON "order_handlers" USING btree (uid, completed_audit_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_audit_desc_idx ON "order_handlers" USING btree (uid, completed_audit_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_auditor_idx ON "order_handlers" USING btree (uid, audit_uid, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_cer_asc_idx ON "order_handlers" USING btree (uid, completed_cer_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_cer_desc_idx ON "order_handlers" USING btree (uid, completed_cer_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_certifier_idx ON "order_handlers" USING btree (uid, certification_uid, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_city_idx ON "order_handlers" USING btree (uid, city, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_contact_asc_idx ON "order_handlers" USING btree (uid, last_contact_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_contact_desc_idx ON "order_handlers" USING btree (uid, last_contact_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_finish_asc_idx ON "order_handlers" USING btree (uid, finish_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
CREATE INDEX order_handlers_finish_desc_idx ON "order_handlers" USING btree (uid, finish_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date);--> statement-breakpoint
CREATE INDEX order_handlers_incoming_idx ON "order_handlers" USING btree (uid, incoming_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_order_idx ON "order_handlers" USING btree (order_id);--> statement-breakpoint
CREATE INDEX order_handlers_pcert_cer_asc_idx ON "order_handlers" USING btree (uid, completed_cer_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
CREATE INDEX order_handlers_pcert_cer_desc_idx ON "order_handlers" USING btree (uid, completed_cer_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
CREATE INDEX order_handlers_pcert_contact_asc_idx ON "order_handlers" USING btree (uid, last_contact_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
CREATE INDEX order_handlers_pcert_contact_desc_idx ON "order_handlers" USING btree (uid, last_contact_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
CREATE INDEX order_handlers_pcert_incoming_idx ON "order_handlers" USING btree (uid, incoming_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = 20);--> statement-breakpoint
CREATE INDEX order_handlers_preview_cer_asc_idx ON "order_handlers" USING btree (uid, completed_cer_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
CREATE INDEX order_handlers_preview_cer_desc_idx ON "order_handlers" USING btree (uid, completed_cer_date DESC NULLS LAST, order_id DESC NULLS LAST) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
CREATE INDEX order_handlers_preview_incoming_idx ON "order_handlers" USING btree (uid, incoming_date, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, province, city, certification_uid, audit_uid, completed_cer_date, completed_audit_date, last_contact_date, finish_date) WHERE (order_status = ANY (ARRAY[30, 40, 50]));--> statement-breakpoint
CREATE INDEX order_handlers_province_idx ON "order_handlers" USING btree (uid, province, order_id) INCLUDE (order_status, reviewed, order_type, certification_type, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_reviewed_idx ON "order_handlers" USING btree (uid) WHERE reviewed;--> statement-breakpoint
CREATE INDEX order_handlers_status_idx ON "order_handlers" USING btree (uid, order_status);--> statement-breakpoint
CREATE INDEX order_handlers_tag_idx ON "order_handlers" USING btree (uid, certification_type, order_id) INCLUDE (order_status, reviewed, order_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
CREATE INDEX order_handlers_type_idx ON "order_handlers" USING btree (uid, order_type, order_id) INCLUDE (order_status, reviewed, certification_type, province, city, certification_uid, audit_uid, incoming_date, completed_cer_date, completed_audit_date, last_contact_date, finish_date);--> statement-breakpoint
-- The planner reads a partition's own statistics once it has kept that partition alone, so the
-- statistics of a handler's rows by the other handler (migration 0019) are made for each one.
DO $$
BEGIN
  FOR i IN 0..31 LOOP
    EXECUTE format('CREATE STATISTICS %I (mcv) ON uid, certification_uid FROM %I',
      'order_handlers_p' || i || '_certifier_stats', 'order_handlers_p' || i);
    EXECUTE format('ALTER STATISTICS %I SET STATISTICS 1000', 'order_handlers_p' || i || '_certifier_stats');
    EXECUTE format('CREATE STATISTICS %I (mcv) ON uid, audit_uid FROM %I',
      'order_handlers_p' || i || '_auditor_stats', 'order_handlers_p' || i);
    EXECUTE format('ALTER STATISTICS %I SET STATISTICS 1000', 'order_handlers_p' || i || '_auditor_stats');
  END LOOP;
END
$$;--> statement-breakpoint
-- An order's rows are those of its handlers (the trigger keeps them so): naming their uids lets
-- PostgreSQL plan the trigger's UPDATE and DELETE on their partitions alone instead of probing all
-- 32 (a status change on a million orders, one pgbench client: 4.9 → 3.8 ms).
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
        WHERE uid = ANY(NEW.handler_uids) AND order_id = NEW.id;
      RETURN NULL;
    END IF;
    DELETE FROM order_handlers WHERE uid = ANY(OLD.handler_uids) AND order_id = NEW.id;
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
ANALYZE "order_handlers";
