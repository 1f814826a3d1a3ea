-- Issue 18: a walk of a list's sort date without a range to start or end it starts (or ends) at the
-- table's newest or oldest date of that sort, `(select max(last_contact_date) from orders)`, written
-- in up to four places of the list's statement. PostgreSQL plans each such subquery as a mention of
-- orders, weighing its 74 indexes: about 0.26 ms each, 1.05 ms for four on the benchmark's machine,
-- for a value its index gives in microseconds. This function reads it in statements PL/pgSQL
-- prepares once per connection (no parameters: a generic plan at once), as order_list_rows
-- (migration 0046) reads a page's rows; walk-bound.ts `tableDateEdge` names it. An unknown column
-- raises (CASE without ELSE), so a caller's mistake is not read as "no date".
CREATE FUNCTION orders_date_edge(date_column text, newest boolean) RETURNS timestamptz
  LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  IF newest THEN
    CASE date_column
      WHEN 'incoming_date' THEN RETURN (SELECT max(incoming_date) FROM orders);
      WHEN 'last_contact_date' THEN RETURN (SELECT max(last_contact_date) FROM orders);
      WHEN 'completed_cer_date' THEN RETURN (SELECT max(completed_cer_date) FROM orders);
      WHEN 'completed_audit_date' THEN RETURN (SELECT max(completed_audit_date) FROM orders);
      WHEN 'finish_date' THEN RETURN (SELECT max(finish_date) FROM orders);
    END CASE;
  END IF;
  CASE date_column
    WHEN 'incoming_date' THEN RETURN (SELECT min(incoming_date) FROM orders);
    WHEN 'last_contact_date' THEN RETURN (SELECT min(last_contact_date) FROM orders);
    WHEN 'completed_cer_date' THEN RETURN (SELECT min(completed_cer_date) FROM orders);
    WHEN 'completed_audit_date' THEN RETURN (SELECT min(completed_audit_date) FROM orders);
    WHEN 'finish_date' THEN RETURN (SELECT min(finish_date) FROM orders);
  END CASE;
END $$;
