-- SHA-256 beside MD5 (issue 19). The bytes live in object storage, not in the database, so this
-- migration cannot compute digests of existing rows: they stay null and are filled in lazily the
-- first time the server reads the file's bytes (the evidence dossier), see docs/dossier.md.
ALTER TABLE "call_records" ADD COLUMN "record_sha256" text;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD COLUMN "sha256" text;
