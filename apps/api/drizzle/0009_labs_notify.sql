-- Every change that can alter a user's lab list (GET /labs: the labs, and per lab the number of
-- researches and comparisons) tells the API processes whose cached list is stale:
-- pg_notify('kreolab_labs', owner_id) after the statement, once per owner it touched; '*' on a
-- TRUNCATE. Analyses notify only when the multiset of (owner, lab, type) changes, so progress
-- and status updates send nothing.
CREATE OR REPLACE FUNCTION "labs_notify_labs"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kreolab_labs', u::text) FROM (SELECT DISTINCT owner_id AS u FROM new_rows) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_labs', u::text) FROM (SELECT DISTINCT owner_id AS u FROM old_rows) s;
  ELSE
    PERFORM pg_notify('kreolab_labs', u::text)
      FROM (SELECT owner_id AS u FROM old_rows UNION SELECT owner_id FROM new_rows) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "labs_labs_notify_insert" AFTER INSERT ON "labs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_labs"();
--> statement-breakpoint
CREATE TRIGGER "labs_labs_notify_update" AFTER UPDATE ON "labs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_labs"();
--> statement-breakpoint
CREATE TRIGGER "labs_labs_notify_delete" AFTER DELETE ON "labs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_labs"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "labs_notify_analyses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kreolab_labs', u::text)
      FROM (SELECT DISTINCT owner_id AS u FROM new_rows WHERE lab_id IS NOT NULL) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kreolab_labs', u::text)
      FROM (SELECT DISTINCT owner_id AS u FROM old_rows WHERE lab_id IS NOT NULL) s;
  ELSE
    PERFORM pg_notify('kreolab_labs', u::text) FROM (
      SELECT owner_id AS u FROM (
        (SELECT owner_id, lab_id, type FROM old_rows WHERE lab_id IS NOT NULL
          EXCEPT ALL SELECT owner_id, lab_id, type FROM new_rows WHERE lab_id IS NOT NULL)
        UNION
        (SELECT owner_id, lab_id, type FROM new_rows WHERE lab_id IS NOT NULL
          EXCEPT ALL SELECT owner_id, lab_id, type FROM old_rows WHERE lab_id IS NOT NULL)
      ) d GROUP BY owner_id
    ) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analyses_labs_notify_insert" AFTER INSERT ON "analyses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_analyses"();
--> statement-breakpoint
CREATE TRIGGER "analyses_labs_notify_update" AFTER UPDATE ON "analyses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_analyses"();
--> statement-breakpoint
CREATE TRIGGER "analyses_labs_notify_delete" AFTER DELETE ON "analyses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_analyses"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "labs_notify_all"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kreolab_labs', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "labs_labs_notify_truncate" AFTER TRUNCATE ON "labs"
  FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "analyses_labs_notify_truncate" AFTER TRUNCATE ON "analyses"
  FOR EACH STATEMENT EXECUTE FUNCTION "labs_notify_all"();
