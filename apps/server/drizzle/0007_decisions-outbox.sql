CREATE TABLE "order_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"result" integer NOT NULL,
	"reason_code" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"child_type_name" text DEFAULT '' NOT NULL,
	"uid" integer,
	"uname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"order_id" integer,
	"interface_type" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_party_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"operator_uid" integer,
	"operator_uname" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resp_value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_decisions" ADD CONSTRAINT "order_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_notices" ADD CONSTRAINT "third_party_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_decisions_order_idx" ON "order_decisions" USING btree ("order_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_outbox_event_idx" ON "partner_outbox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "partner_outbox_due_idx" ON "partner_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "partner_outbox_order_idx" ON "partner_outbox" USING btree ("order_id","interface_type");--> statement-breakpoint
CREATE INDEX "third_party_notices_order_idx" ON "third_party_notices" USING btree ("order_id","channel");--> statement-breakpoint
CREATE INDEX "third_party_notices_created_idx" ON "third_party_notices" USING btree ("created_at");