ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp (3) with time zone;
--> statement-breakpoint
-- Every API process keeps each user's tokens_valid_after in memory (src/auth/revocation.ts); a
-- change of it, or the user's deletion, tells them all: pg_notify('kreolab_sessions', user_id),
-- sent at commit. Other updates of users (profile edits) send nothing.
CREATE OR REPLACE FUNCTION "sessions_notify_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_sessions', u::text) FROM (SELECT DISTINCT id AS u FROM old_rows) s;
  ELSE
    PERFORM pg_notify('kreolab_sessions', u::text) FROM (
      SELECT n.id AS u FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.tokens_valid_after IS DISTINCT FROM o.tokens_valid_after
    ) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sessions_notify_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_notify_users"();
--> statement-breakpoint
CREATE TRIGGER "users_sessions_notify_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sessions_notify_users"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sessions_notify_all"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kreolab_sessions', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sessions_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_notify_all"();
