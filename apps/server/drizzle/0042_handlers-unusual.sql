-- Issue 18: a user's rows of order_handlers whose events break their usual order (EVENTS_UNUSUAL
-- in order-events.ts, word for word), so that a handler's walk bounded by a range on another
-- event reads them apart and starts at the window (handlerPageIds), as the orders' walk does with
-- orders_events_unusual_idx (migration 0028).
CREATE INDEX "order_handlers_unusual_idx" ON "order_handlers" USING btree ("uid") WHERE ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date or greatest(last_contact_date, completed_cer_date, completed_audit_date, finish_date) - incoming_date > interval '30 days' or finish_date - least(completed_cer_date, completed_audit_date) > interval '30 days') is true);--> statement-breakpoint
-- The planner reads a partition's own statistics (migration 0026): without the expression's, it
-- guessed a user's unusual rows by the thousand and walked the intake index past 46,000 entries
-- for none rather than read this index and sort.
DO $$
BEGIN
  FOR i IN 0..31 LOOP
    EXECUTE format('CREATE STATISTICS %I ON ((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date or greatest(last_contact_date, completed_cer_date, completed_audit_date, finish_date) - incoming_date > interval ''30 days'' or finish_date - least(completed_cer_date, completed_audit_date) > interval ''30 days'')) FROM %I',
      'order_handlers_p' || i || '_unusual_stats', 'order_handlers_p' || i);
  END LOOP;
END
$$;
