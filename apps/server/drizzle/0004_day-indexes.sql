-- Days since 1970-01-01 UTC of a moment. The epoch of a timestamptz does not depend on the
-- time zone (date_part is STABLE only for its other fields), so the function is IMMUTABLE and
-- can key an index. The audit statistics' date ranges are indexed by day, then newest review
-- first: a range's page takes the first rows of each of its days (order-lists.repo.ts).
-- Functions qualified: an index expression may be evaluated with an empty search_path (restore).
CREATE FUNCTION epoch_day(t timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CAST(pg_catalog.floor(pg_catalog.date_part('epoch', t) / 86400) AS integer) $$;--> statement-breakpoint
DROP INDEX "orders_astats_incomingDate_range_idx";--> statement-breakpoint
DROP INDEX "orders_astats_completedCerDate_range_idx";--> statement-breakpoint
DROP INDEX "orders_astats_finishDate_range_idx";--> statement-breakpoint
CREATE INDEX "orders_astats_incomingDate_day_idx" ON "orders" USING btree (epoch_day("incoming_date"),"completed_audit_date" DESC NULLS LAST,"id" DESC NULLS LAST,"incoming_date") WHERE completed_audit_date is not null;--> statement-breakpoint
CREATE INDEX "orders_astats_completedCerDate_day_idx" ON "orders" USING btree (epoch_day("completed_cer_date"),"completed_audit_date" DESC NULLS LAST,"id" DESC NULLS LAST,"completed_cer_date") WHERE completed_audit_date is not null;--> statement-breakpoint
CREATE INDEX "orders_astats_finishDate_day_idx" ON "orders" USING btree (epoch_day("finish_date"),"completed_audit_date" DESC NULLS LAST,"id" DESC NULLS LAST,"finish_date") WHERE completed_audit_date is not null;