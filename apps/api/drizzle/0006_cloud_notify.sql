-- Every change of a user's cloud items tells the API processes which owner's cached folder
-- listings and search results are stale: pg_notify('kreolab_cloud', owner_id) after the
-- statement, once per owner it touched (a bulk upload or a video's frames are one notice, not
-- one per row). Notifications are sent at commit, so a listener never sees uncommitted rows.
-- Cascaded deletes (a folder's contents, a deleted user's items) fire these triggers too.
CREATE OR REPLACE FUNCTION "creatives_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kreolab_cloud', o::text) FROM (SELECT DISTINCT owner_id AS o FROM new_rows) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_cloud', o::text) FROM (SELECT DISTINCT owner_id AS o FROM old_rows) s;
  ELSE
    PERFORM pg_notify('kreolab_cloud', o::text)
      FROM (SELECT owner_id AS o FROM old_rows UNION SELECT owner_id FROM new_rows) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "creatives_notify_insert" AFTER INSERT ON "creatives"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "creatives_notify"();
--> statement-breakpoint
CREATE TRIGGER "creatives_notify_update" AFTER UPDATE ON "creatives"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "creatives_notify"();
--> statement-breakpoint
CREATE TRIGGER "creatives_notify_delete" AFTER DELETE ON "creatives"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "creatives_notify"();
