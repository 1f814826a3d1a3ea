CREATE TABLE "interface_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"open_order_id" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"partner_id" text DEFAULT '' NOT NULL,
	"interface_type" integer NOT NULL,
	"direction" text NOT NULL,
	"request_json" text DEFAULT '' NOT NULL,
	"resp_value" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_intakes" (
	"partner_id" text NOT NULL,
	"open_order_id" text NOT NULL,
	"body_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_nonces" (
	"partner_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"company_name" text NOT NULL,
	"social_credit" text DEFAULT '' NOT NULL,
	"license_no" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"org_type" integer DEFAULT 20 NOT NULL,
	"seq_no" text NOT NULL,
	"origin" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"result_date" timestamp with time zone,
	"request_duration" integer,
	"result_json" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_uid" integer
);
--> statement-breakpoint
CREATE INDEX "interface_logs_created_idx" ON "interface_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interface_logs_order_idx" ON "interface_logs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "interface_logs_open_order_idx" ON "interface_logs" USING btree ("open_order_id");--> statement-breakpoint
CREATE INDEX "interface_logs_type_idx" ON "interface_logs" USING btree ("interface_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_intakes_pk" ON "partner_intakes" USING btree ("partner_id","open_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_nonces_pk" ON "partner_nonces" USING btree ("partner_id","nonce");--> statement-breakpoint
CREATE INDEX "partner_nonces_expires_idx" ON "partner_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "company_records_status_idx" ON "company_records" USING btree ("status","request_date");--> statement-breakpoint
CREATE INDEX "company_records_order_idx" ON "company_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "company_records_request_idx" ON "company_records" USING btree ("request_date");