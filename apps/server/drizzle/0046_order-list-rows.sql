-- Issue 18: a list page's rows were read by joining its ids to orders, and PostgreSQL plans every
-- list call with its values: for that one mention of orders it weighed each of the table's 79
-- indexes (about 5 µs each, 0.6–0.7 ms a statement on the benchmark's machine), to read 10–50 rows
-- by their key. This function reads them by the key in a statement PL/pgSQL prepares once per
-- connection (a generic plan after its first runs): the list's statement names it instead of the
-- table (order-page-queries.ts pageRows). It returns the orders' own row type, so it follows the
-- table's columns; the rows come in no order (the list's statement sorts them).
CREATE FUNCTION order_list_rows(ids integer[]) RETURNS SETOF orders
  LANGUAGE plpgsql STABLE ROWS 50
  AS $$ BEGIN RETURN QUERY SELECT * FROM orders WHERE id = ANY (ids); END $$;
