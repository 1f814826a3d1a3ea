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
ALTER TABLE "messages" ADD CONSTRAINT "messages_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_replies" ADD CONSTRAINT "email_replies_seq_no_emails_seq_no_fk" FOREIGN KEY ("seq_no") REFERENCES "public"."emails"("seq_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_sender_uid_users_id_fk" FOREIGN KEY ("sender_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_uid_idx" ON "messages" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("uid","msg_title") WHERE read = false;--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "email_replies_seq_idx" ON "email_replies" USING btree ("seq_no");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_message_id_idx" ON "emails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "emails_order_idx" ON "emails" USING btree ("order_id","sender_date");--> statement-breakpoint
CREATE INDEX "emails_sender_idx" ON "emails" USING btree ("sender_uid","sender_date");--> statement-breakpoint
CREATE INDEX "mail_sink_box_idx" ON "mail_sink" USING btree ("mailbox","folder","id");