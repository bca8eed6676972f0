-- Every change that can alter a user's profile answer (GET /profile/me) tells the API processes
-- whose cached profile is stale: pg_notify('kreolab_profile', user_id) after the statement,
-- once per user it touched; '*' when it may touch everyone (a change of `tariffs`, whose name
-- every holder's profile shows, or a TRUNCATE). Notifications are sent at commit, so a
-- listener never sees uncommitted rows; cascaded deletes fire these triggers too.
-- analyses and creatives notify only when what the profile shows of them changes: the done
-- researches and comparisons per owner, the sum of sizes per owner (the multisets before and
-- after the statement differ), so progress updates, renames and moves send nothing.
CREATE OR REPLACE FUNCTION "profile_notify_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_profile', u::text) FROM (SELECT DISTINCT id AS u FROM old_rows) s;
  ELSE
    PERFORM pg_notify('kreolab_profile', u::text)
      FROM (SELECT id AS u FROM old_rows UNION SELECT id FROM new_rows) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_profile_notify_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_users"();
--> statement-breakpoint
CREATE TRIGGER "users_profile_notify_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_users"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_notify_user_tariffs"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kreolab_profile', u::text) FROM (SELECT DISTINCT user_id AS u FROM new_rows) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_profile', u::text) FROM (SELECT DISTINCT user_id AS u FROM old_rows) s;
  ELSE
    PERFORM pg_notify('kreolab_profile', u::text)
      FROM (SELECT user_id AS u FROM old_rows UNION SELECT user_id FROM new_rows) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_tariffs_profile_notify_insert" AFTER INSERT ON "user_tariffs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_user_tariffs"();
--> statement-breakpoint
CREATE TRIGGER "user_tariffs_profile_notify_update" AFTER UPDATE ON "user_tariffs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_user_tariffs"();
--> statement-breakpoint
CREATE TRIGGER "user_tariffs_profile_notify_delete" AFTER DELETE ON "user_tariffs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_user_tariffs"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_notify_all"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kreolab_profile', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tariffs_profile_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tariffs"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "users_profile_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "user_tariffs_profile_notify_truncate" AFTER TRUNCATE ON "user_tariffs"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "analyses_profile_notify_truncate" AFTER TRUNCATE ON "analyses"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "creatives_profile_notify_truncate" AFTER TRUNCATE ON "creatives"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_all"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_notify_analyses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kreolab_profile', u::text)
      FROM (SELECT DISTINCT owner_id AS u FROM new_rows WHERE status = 'done') s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_profile', u::text)
      FROM (SELECT DISTINCT owner_id AS u FROM old_rows WHERE status = 'done') s;
  ELSE
    PERFORM pg_notify('kreolab_profile', u::text) FROM (
      SELECT owner_id AS u FROM (
        (SELECT owner_id, type FROM old_rows WHERE status = 'done'
          EXCEPT ALL SELECT owner_id, type FROM new_rows WHERE status = 'done')
        UNION
        (SELECT owner_id, type FROM new_rows WHERE status = 'done'
          EXCEPT ALL SELECT owner_id, type FROM old_rows WHERE status = 'done')
      ) d GROUP BY owner_id
    ) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analyses_profile_notify_insert" AFTER INSERT ON "analyses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_analyses"();
--> statement-breakpoint
CREATE TRIGGER "analyses_profile_notify_update" AFTER UPDATE ON "analyses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_analyses"();
--> statement-breakpoint
CREATE TRIGGER "analyses_profile_notify_delete" AFTER DELETE ON "analyses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_analyses"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_notify_creatives"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kreolab_profile', u::text)
      FROM (SELECT DISTINCT owner_id AS u FROM new_rows WHERE size <> 0) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_profile', u::text)
      FROM (SELECT DISTINCT owner_id AS u FROM old_rows WHERE size <> 0) s;
  ELSE
    PERFORM pg_notify('kreolab_profile', u::text) FROM (
      SELECT owner_id AS u FROM (
        (SELECT owner_id, size FROM old_rows EXCEPT ALL SELECT owner_id, size FROM new_rows)
        UNION
        (SELECT owner_id, size FROM new_rows EXCEPT ALL SELECT owner_id, size FROM old_rows)
      ) d GROUP BY owner_id
    ) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "creatives_profile_notify_insert" AFTER INSERT ON "creatives"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_creatives"();
--> statement-breakpoint
CREATE TRIGGER "creatives_profile_notify_update" AFTER UPDATE ON "creatives"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_creatives"();
--> statement-breakpoint
CREATE TRIGGER "creatives_profile_notify_delete" AFTER DELETE ON "creatives"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_creatives"();
