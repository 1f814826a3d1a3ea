-- The distinct lower-cased character pairs of a text: a text containing s (case-insensitively,
-- as ILIKE compares) contains every pair of s, so a GIN index of the pairs finds the remarks a
-- search of two or more characters may match; ILIKE then checks them (order-filters.ts).
-- Functions qualified: an index expression may be evaluated with an empty search_path (restore).
CREATE FUNCTION text_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(pg_catalog.array_agg(DISTINCT pg_catalog.substr(pg_catalog.lower(t), i, 2)), '{}')
    FROM pg_catalog.generate_series(1, pg_catalog.char_length(t) - 1) AS i
  $$;--> statement-breakpoint
-- The filter-and-newest-first indexes get the id, the ORDER BY's tie-break (orders.schema.ts).
DROP INDEX "orders_preview_certificationType_idx";--> statement-breakpoint
DROP INDEX "orders_type_idx";--> statement-breakpoint
DROP INDEX "orders_province_incoming_idx";--> statement-breakpoint
DROP INDEX "orders_city_incoming_idx";--> statement-breakpoint
DROP INDEX "orders_cert_uid_incoming_idx";--> statement-breakpoint
DROP INDEX "orders_audit_uid_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_mark_idx" ON "orders" USING gin (text_bigrams("mark")) WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("order_type","incoming_date","id");--> statement-breakpoint
CREATE INDEX "orders_province_incoming_idx" ON "orders" USING btree ("province","incoming_date","id");--> statement-breakpoint
CREATE INDEX "orders_city_incoming_idx" ON "orders" USING btree ("city","incoming_date","id");--> statement-breakpoint
CREATE INDEX "orders_cert_uid_incoming_idx" ON "orders" USING btree ("certification_uid","incoming_date","id");--> statement-breakpoint
CREATE INDEX "orders_audit_uid_incoming_idx" ON "orders" USING btree ("audit_uid","incoming_date","id");