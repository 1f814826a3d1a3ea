CREATE TABLE "call_recording_uploads" (
	"session_id" text PRIMARY KEY NOT NULL,
	"record_key" text NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"call_uid" integer,
	"call_uname" text DEFAULT '' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"from_mobile" text NOT NULL,
	"to_mobile" text NOT NULL,
	"call_type" integer NOT NULL,
	"call_connected" boolean NOT NULL,
	"call_end_type" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"talk_duration" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"ring_duration" integer DEFAULT 0 NOT NULL,
	"record_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_session_links" (
	"session_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"call_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_call_uid_users_id_fk" FOREIGN KEY ("call_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_session_links" ADD CONSTRAINT "call_session_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_session_idx" ON "call_records" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "call_records_start_idx" ON "call_records" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "call_records_order_idx" ON "call_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "call_records_uid_idx" ON "call_records" USING btree ("call_uid","start_date");