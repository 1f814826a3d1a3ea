CREATE TABLE "partner_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"field" text NOT NULL,
	"source_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text DEFAULT '' NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"size" bigint,
	"content_type" text DEFAULT '' NOT NULL,
	"fetched_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_files" ADD CONSTRAINT "partner_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_files_order_field_url_uq" ON "partner_files" USING btree ("order_id","field","source_url");--> statement-breakpoint
CREATE INDEX "partner_files_sha256_idx" ON "partner_files" USING btree ("sha256");