-- Issue 18: a list of one certifier's or one auditor's orders, theirs or an administrator's
-- filtered by them, is read from that user's range of order_handlers (migrations 0013–0015).
-- No list statement used these three since (pg_stat_user_indexes after the 92 fixed cases and
-- 600 random ones on 1,000,000 orders: 0 scans), and each cost its entries on every intake and
-- status change. orders_pcert_certificationUid_idx stays: the worker dashboard's oldest pending.
DROP INDEX "orders_cert_uid_incoming_idx";--> statement-breakpoint
DROP INDEX "orders_audit_uid_incoming_idx";--> statement-breakpoint
DROP INDEX "orders_pcert_auditUid_idx";
