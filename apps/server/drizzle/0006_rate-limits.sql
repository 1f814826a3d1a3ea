CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The throttle is now kept per account and client address (and account-wide under '*'). The old
-- per-account counts mean something else and last 15 minutes at most: they are dropped.
DELETE FROM "login_throttle";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_pkey";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "scope" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "window_ends_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_account_scope_pk" PRIMARY KEY("account","scope");
