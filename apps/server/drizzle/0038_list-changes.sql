-- Issue 18: a list whose count passed its cap ("10000+") is read for a minute without counting
-- again, and showed "10000+" for up to that minute after it fell to the cap or below. Every
-- change that may take orders out of a list (an update of a column a list filters on, a delete)
-- now appends a row here in its own transaction; the lists read the sum with each count and page,
-- and count again when it moved (list-changes.schema.ts). A statement-level trigger: one row per
-- statement, however many orders it changes.
CREATE TABLE "order_list_changes" (
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION order_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_list_changes (n) VALUES (1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_list_changes_update" AFTER UPDATE OF id, open_order_id, company_name, apply_user, mark, order_type,
  certification_type, province, city, certification_uid, audit_uid, order_status, incoming_date, completed_cer_date,
  completed_audit_date, finish_date, last_contact_date, handler_uids ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_changed();--> statement-breakpoint
CREATE TRIGGER "orders_list_changes_delete" AFTER DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_changed();
