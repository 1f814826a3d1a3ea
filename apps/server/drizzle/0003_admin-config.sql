CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_whitelist" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"identify" text NOT NULL,
	"danger_level" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_whitelist_ip_unique" UNIQUE("ip")
);
--> statement-breakpoint
CREATE TABLE "archive_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province_name" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"website" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"province_name" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"submitter_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_dic" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text DEFAULT 'dic' NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"order_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"pic_size" text DEFAULT '' NOT NULL,
	"pcode" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"event_name" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_event_name_unique" UNIQUE("event_name")
);
--> statement-breakpoint
CREATE TABLE "progress_push_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"webhook" text NOT NULL,
	"secret_enc" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"order_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_push_configs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subtotal_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"order_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"progress_key" text DEFAULT '' NOT NULL,
	"progress_content" text DEFAULT '' NOT NULL,
	"warn_key" text DEFAULT '' NOT NULL,
	"warn_content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subtotal_keywords_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
ALTER TABLE "business_phones" ADD CONSTRAINT "business_phones_submitter_uid_users_id_fk" FOREIGN KEY ("submitter_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "business_phones_mobile_idx" ON "business_phones" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "business_phones_area_idx" ON "business_phones" USING btree ("province","city");--> statement-breakpoint
CREATE INDEX "data_dic_category_type_idx" ON "data_dic" USING btree ("category","type","sort");