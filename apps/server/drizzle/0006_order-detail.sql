CREATE TABLE "order_company" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"info" jsonb NOT NULL,
	"base_record_id" integer,
	"updated_uid" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_type_data" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"educational_info" jsonb,
	"major_info" jsonb,
	"honor_info" jsonb,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report_verification_code" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "four_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_person_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card_no" text NOT NULL,
	"verify_result" integer NOT NULL,
	"verify_msg" text NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"url" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"md5" text NOT NULL,
	"type" integer DEFAULT 200 NOT NULL,
	"order_add" boolean DEFAULT false NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"code" text NOT NULL,
	"code_msg" text NOT NULL,
	"operate_uid" integer,
	"operate_uname" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rec_date" timestamp with time zone,
	"rec_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_subtotals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"uid" integer,
	"uname" text NOT NULL,
	"work_day" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_verifications" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"verify_type" integer DEFAULT 10 NOT NULL,
	"side_info" jsonb,
	"front_info" jsonb,
	"uid" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_company" ADD CONSTRAINT "order_company_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_type_data" ADD CONSTRAINT "order_type_data_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "four_validations" ADD CONSTRAINT "four_validations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_person_checks" ADD CONSTRAINT "legal_person_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subtotals" ADD CONSTRAINT "order_subtotals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_verifications" ADD CONSTRAINT "order_verifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "four_validations_order_idx" ON "four_validations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "legal_person_checks_order_idx" ON "legal_person_checks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_attachments_md5_idx" ON "order_attachments" USING btree ("order_id","md5");--> statement-breakpoint
CREATE INDEX "order_attachments_order_idx" ON "order_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notices_order_idx" ON "order_notices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_subtotals_order_idx" ON "order_subtotals" USING btree ("order_id","created_at");