CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
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
CREATE TABLE "login_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"account" text NOT NULL,
	"success" boolean NOT NULL,
	"identify" text NOT NULL,
	"ip_address" text NOT NULL,
	"ip_location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
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
CREATE TABLE "email_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq_no" text,
	"mailbox" text NOT NULL,
	"uid" integer NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"from_addr" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"raw" text NOT NULL,
	"capture_status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"seq_no" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sender_uid" integer NOT NULL,
	"sender_uname" text NOT NULL,
	"from_account" text NOT NULL,
	"sender_date" timestamp with time zone DEFAULT now() NOT NULL,
	"rec_email" text NOT NULL,
	"topic" text NOT NULL,
	"content" text NOT NULL,
	"img_md5" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_id" text NOT NULL,
	"reply" boolean DEFAULT false NOT NULL,
	"reply_date" timestamp with time zone,
	"reply_from" text DEFAULT '' NOT NULL,
	"reply_content" text DEFAULT '' NOT NULL,
	"reply_attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_capture_status" integer
);
--> statement-breakpoint
CREATE TABLE "mail_sink" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailbox" text NOT NULL,
	"folder" text NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_states" (
	"account" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"uid_validity" text DEFAULT '' NOT NULL,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"status_msg" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"msg_type" text NOT NULL,
	"msg_title" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"order_id" integer,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"role_type" integer NOT NULL,
	"route_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
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
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nick_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_dispatch" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"seat_config" jsonb,
	"email_config" jsonb,
	"last_dispatch_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_call_uid_users_id_fk" FOREIGN KEY ("call_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_session_links" ADD CONSTRAINT "call_session_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "four_validations" ADD CONSTRAINT "four_validations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_person_checks" ADD CONSTRAINT "legal_person_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subtotals" ADD CONSTRAINT "order_subtotals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_verifications" ADD CONSTRAINT "order_verifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_phones" ADD CONSTRAINT "business_phones_submitter_uid_users_id_fk" FOREIGN KEY ("submitter_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_decisions" ADD CONSTRAINT "order_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_company" ADD CONSTRAINT "order_company_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_type_data" ADD CONSTRAINT "order_type_data_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_replies" ADD CONSTRAINT "email_replies_seq_no_emails_seq_no_fk" FOREIGN KEY ("seq_no") REFERENCES "public"."emails"("seq_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_sender_uid_users_id_fk" FOREIGN KEY ("sender_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_group_members" ADD CONSTRAINT "business_group_members_group_id_business_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."business_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_group_members" ADD CONSTRAINT "business_group_members_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_incoming" ADD CONSTRAINT "order_incoming_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_certification_uid_users_id_fk" FOREIGN KEY ("certification_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_audit_uid_users_id_fk" FOREIGN KEY ("audit_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_operator_uid_users_id_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_notices" ADD CONSTRAINT "third_party_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "login_logs_created_idx" ON "login_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_logs_account_idx" ON "login_logs" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_session_idx" ON "call_records" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "call_records_start_idx" ON "call_records" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "call_records_order_idx" ON "call_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "call_records_uid_idx" ON "call_records" USING btree ("call_uid","start_date");--> statement-breakpoint
CREATE INDEX "four_validations_order_idx" ON "four_validations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "legal_person_checks_order_idx" ON "legal_person_checks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_attachments_md5_idx" ON "order_attachments" USING btree ("order_id","md5");--> statement-breakpoint
CREATE INDEX "order_attachments_order_idx" ON "order_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notices_order_idx" ON "order_notices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_subtotals_order_idx" ON "order_subtotals" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "business_phones_mobile_idx" ON "business_phones" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "business_phones_area_idx" ON "business_phones" USING btree ("province","city");--> statement-breakpoint
CREATE INDEX "data_dic_category_type_idx" ON "data_dic" USING btree ("category","type","sort");--> statement-breakpoint
CREATE INDEX "order_decisions_order_idx" ON "order_decisions" USING btree ("order_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "email_replies_seq_idx" ON "email_replies" USING btree ("seq_no");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_message_id_idx" ON "emails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "emails_order_idx" ON "emails" USING btree ("order_id","sender_date");--> statement-breakpoint
CREATE INDEX "emails_sender_idx" ON "emails" USING btree ("sender_uid","sender_date");--> statement-breakpoint
CREATE INDEX "mail_sink_box_idx" ON "mail_sink" USING btree ("mailbox","folder","id");--> statement-breakpoint
CREATE INDEX "messages_uid_idx" ON "messages" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("uid","msg_title") WHERE read = false;--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_id");--> statement-breakpoint
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
CREATE INDEX "orders_company_name_idx" ON "orders" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "orders_apply_id_card_idx" ON "orders" USING btree ("apply_id_card");--> statement-breakpoint
CREATE INDEX "orders_social_credit_idx" ON "orders" USING btree ("social_credit");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("order_type","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_area_idx" ON "orders" USING btree ("province","city");--> statement-breakpoint
CREATE INDEX "orders_open_order_idx" ON "orders" USING btree ("open_order_id");--> statement-breakpoint
CREATE INDEX "orders_province_incoming_idx" ON "orders" USING btree ("province","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_city_incoming_idx" ON "orders" USING btree ("city","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_cert_uid_incoming_idx" ON "orders" USING btree ("certification_uid","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_audit_uid_incoming_idx" ON "orders" USING btree ("audit_uid","incoming_date");--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_asc_idx" ON "orders" USING btree ("completed_cer_date","id");--> statement-breakpoint
CREATE INDEX "orders_completedCerDate_desc_idx" ON "orders" USING btree ("completed_cer_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_asc_idx" ON "orders" USING btree ("completed_audit_date","id");--> statement-breakpoint
CREATE INDEX "orders_completedAuditDate_desc_idx" ON "orders" USING btree ("completed_audit_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_asc_idx" ON "orders" USING btree ("last_contact_date","id");--> statement-breakpoint
CREATE INDEX "orders_lastContactDate_desc_idx" ON "orders" USING btree ("last_contact_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_finishDate_asc_idx" ON "orders" USING btree ("finish_date","id");--> statement-breakpoint
CREATE INDEX "orders_finishDate_desc_idx" ON "orders" USING btree ("finish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_outbox_event_idx" ON "partner_outbox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "partner_outbox_due_idx" ON "partner_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "partner_outbox_order_idx" ON "partner_outbox" USING btree ("order_id","interface_type");--> statement-breakpoint
CREATE INDEX "interface_logs_created_idx" ON "interface_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interface_logs_order_idx" ON "interface_logs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "interface_logs_open_order_idx" ON "interface_logs" USING btree ("open_order_id");--> statement-breakpoint
CREATE INDEX "interface_logs_type_idx" ON "interface_logs" USING btree ("interface_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_intakes_pk" ON "partner_intakes" USING btree ("partner_id","open_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_nonces_pk" ON "partner_nonces" USING btree ("partner_id","nonce");--> statement-breakpoint
CREATE INDEX "partner_nonces_expires_idx" ON "partner_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "company_records_status_idx" ON "company_records" USING btree ("status","request_date");--> statement-breakpoint
CREATE INDEX "company_records_order_idx" ON "company_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "company_records_request_idx" ON "company_records" USING btree ("request_date");--> statement-breakpoint
CREATE INDEX "third_party_notices_order_idx" ON "third_party_notices" USING btree ("order_id","channel");--> statement-breakpoint
CREATE INDEX "third_party_notices_created_idx" ON "third_party_notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");