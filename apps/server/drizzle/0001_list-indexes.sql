DROP INDEX "orders_incoming_idx";--> statement-breakpoint
CREATE INDEX "orders_pcert_incoming_idx" ON "orders" USING btree ("incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_asc_idx" ON "orders" USING btree ("completed_cer_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_completedCerDate_desc_idx" ON "orders" USING btree ("completed_cer_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_asc_idx" ON "orders" USING btree ("last_contact_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_lastContactDate_desc_idx" ON "orders" USING btree ("last_contact_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_orderType_idx" ON "orders" USING btree ("order_type","incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationType_idx" ON "orders" USING btree ("certification_type","incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_province_idx" ON "orders" USING btree ("province","incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_city_idx" ON "orders" USING btree ("city","incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_certificationUid_idx" ON "orders" USING btree ("certification_uid","incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_pcert_auditUid_idx" ON "orders" USING btree ("audit_uid","incoming_date","id") WHERE order_status = 20;--> statement-breakpoint
CREATE INDEX "orders_preview_incoming_idx" ON "orders" USING btree ("incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_asc_idx" ON "orders" USING btree ("completed_cer_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_completedCerDate_desc_idx" ON "orders" USING btree ("completed_cer_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_orderType_idx" ON "orders" USING btree ("order_type","incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_certificationType_idx" ON "orders" USING btree ("certification_type","incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_province_idx" ON "orders" USING btree ("province","incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_city_idx" ON "orders" USING btree ("city","incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_certificationUid_idx" ON "orders" USING btree ("certification_uid","incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_preview_auditUid_idx" ON "orders" USING btree ("audit_uid","incoming_date","id") WHERE order_status in (30, 40, 50);--> statement-breakpoint
CREATE INDEX "orders_astats_certificationUid_idx" ON "orders" USING btree ("certification_uid","completed_audit_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE completed_audit_date is not null;--> statement-breakpoint
CREATE INDEX "orders_astats_auditUid_idx" ON "orders" USING btree ("audit_uid","completed_audit_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE completed_audit_date is not null;--> statement-breakpoint
CREATE INDEX "orders_incoming_idx" ON "orders" USING btree ("incoming_date","id");