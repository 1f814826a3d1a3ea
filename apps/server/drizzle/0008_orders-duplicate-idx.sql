CREATE INDEX "orders_company_name_idx" ON "orders" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "orders_apply_id_card_idx" ON "orders" USING btree ("apply_id_card");