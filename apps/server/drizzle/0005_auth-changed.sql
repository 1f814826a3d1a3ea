-- Every server process keeps the sessions it read lately (modules/auth/session-cache.ts). Any
-- change to what a session resolves to (ended; its user disabled, deleted or given other roles;
-- a role's routes), made by any process or by hand, tells every process to forget them. Row
-- triggers with a WHEN on the columns a session reads, so that what does not change it tells no
-- one: recording activity (last_seen_at), a user's seat or mail settings, and a sign-in that
-- ended no session (its UPDATE matches no row). PostgreSQL sends one NOTIFY per transaction for
-- the same channel and payload however many rows fire.
CREATE FUNCTION notify_auth_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('certdesk_auth_changed', ''); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((OLD.ended_at, OLD.expires_at, OLD.user_id, OLD.token_hash) IS DISTINCT FROM (NEW.ended_at, NEW.expires_at, NEW.user_id, NEW.token_hash))
  EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_deleted" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.account, OLD.nick_name, OLD.role_id, OLD.disabled, OLD.deleted_at, OLD.must_change_password) IS DISTINCT FROM (NEW.account, NEW.nick_name, NEW.role_id, NEW.disabled, NEW.deleted_at, NEW.must_change_password))
  EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "users_auth_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE ON "roles" FOR EACH ROW
  WHEN ((OLD.role_type, OLD.route_list) IS DISTINCT FROM (NEW.role_type, NEW.route_list))
  EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "roles_auth_deleted" AFTER DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "roles_auth_truncated" AFTER TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_truncated" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
