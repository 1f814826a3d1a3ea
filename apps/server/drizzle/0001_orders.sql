CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "business_group_members" (
	"group_id" integer NOT NULL,
	"uid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role_type" integer DEFAULT 200 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "order_incoming" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"uid" integer,
	"uname" text DEFAULT '系统' NOT NULL,
	"operate_type" text NOT NULL,
	"log_event_type" integer DEFAULT 0 NOT NULL,
	"doc" text DEFAULT '' NOT NULL,
	"field" text,
	"before_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" text DEFAULT 'demo' NOT NULL,
	"open_order_id" text NOT NULL,
	"order_type" integer NOT NULL,
	"order_status" integer DEFAULT 10 NOT NULL,
	"query_status" integer DEFAULT 10 NOT NULL,
	"certification_type" integer DEFAULT 10 NOT NULL,
	"org_type" integer DEFAULT 20 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"org_name_abbreviation" text DEFAULT '' NOT NULL,
	"social_credit" text DEFAULT '' NOT NULL,
	"apply_user" text DEFAULT '' NOT NULL,
	"apply_mobile" text DEFAULT '' NOT NULL,
	"apply_id_card" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"education_level" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"expert_title" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"honor_title" text DEFAULT '' NOT NULL,
	"ceo_name" text DEFAULT '' NOT NULL,
	"bank_no" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"certificate_type" integer DEFAULT 0 NOT NULL,
	"license_number" text DEFAULT '' NOT NULL,
	"license_url" text DEFAULT '' NOT NULL,
	"authorization_letter" text DEFAULT '' NOT NULL,
	"cert_file_url" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile_book" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province_name" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"duplicate_name" boolean DEFAULT false NOT NULL,
	"duplicate_apply_user" boolean DEFAULT false NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"incoming_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_date" timestamp with time zone NOT NULL,
	"last_contact_date" timestamp with time zone,
	"completed_cer_date" timestamp with time zone,
	"completed_audit_date" timestamp with time zone,
	"finish_date" timestamp with time zone,
	"dispatch_cer_date" timestamp with time zone,
	"dispatch_audit_date" timestamp with time zone,
	"certification_uid" integer,
	"audit_uid" integer,
	"operator_uid" integer,
	"handler_uids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"certification_result" integer,
	"reject_msg" text DEFAULT '' NOT NULL,
	"push_status" integer,
	"reason" text DEFAULT '' NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"child_type_name" text DEFAULT '' NOT NULL,
	"four_validate_granted" boolean DEFAULT false NOT NULL,
	"extended_days" integer DEFAULT 0 NOT NULL,
	"review_rejected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_group_members" ADD CONSTRAINT "business_group_members_group_id_business_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."business_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_group_members" ADD CONSTRAINT "business_group_members_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_incoming" ADD CONSTRAINT "order_incoming_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_certification_uid_users_id_fk" FOREIGN KEY ("certification_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_audit_uid_users_id_fk" FOREIGN KEY ("audit_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_operator_uid_users_id_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_group_members_pk" ON "business_group_members" USING btree ("group_id","uid");--> statement-breakpoint
CREATE INDEX "business_group_members_uid_idx" ON "business_group_members" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "order_incoming_order_idx" ON "order_incoming" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_partner_open_order_idx" ON "orders" USING btree ("partner_id","open_order_id");--> statement-breakpoint
CREATE INDEX "orders_status_incoming_idx" ON "orders" USING btree ("order_status","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_incoming_idx" ON "orders" USING btree ("incoming_date");--> statement-breakpoint
CREATE INDEX "orders_cert_uid_idx" ON "orders" USING btree ("certification_uid","order_status");--> statement-breakpoint
CREATE INDEX "orders_audit_uid_idx" ON "orders" USING btree ("audit_uid","order_status");--> statement-breakpoint
CREATE INDEX "orders_handlers_idx" ON "orders" USING gin ("handler_uids");--> statement-breakpoint
CREATE INDEX "orders_company_trgm_idx" ON "orders" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_apply_user_idx" ON "orders" USING btree ("apply_user");--> statement-breakpoint
CREATE INDEX "orders_social_credit_idx" ON "orders" USING btree ("social_credit");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("order_type","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_area_idx" ON "orders" USING btree ("province","city");--> statement-breakpoint
CREATE INDEX "orders_completed_cer_idx" ON "orders" USING btree ("completed_cer_date");--> statement-breakpoint
CREATE INDEX "orders_completed_audit_idx" ON "orders" USING btree ("completed_audit_date");--> statement-breakpoint
CREATE INDEX "orders_last_contact_idx" ON "orders" USING btree ("last_contact_date");--> statement-breakpoint
CREATE INDEX "orders_finish_idx" ON "orders" USING btree ("finish_date");