CREATE TABLE "tariff_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"tariff_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tariff_queue" ADD CONSTRAINT "tariff_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_queue" ADD CONSTRAINT "tariff_queue_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_queue_user_idx" ON "tariff_queue" USING btree ("user_id","id");--> statement-breakpoint
-- The profile shows the queued periods: a change of them tells the profile caches (0007).
CREATE TRIGGER "tariff_queue_profile_notify_insert" AFTER INSERT ON "tariff_queue"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_user_tariffs"();
--> statement-breakpoint
CREATE TRIGGER "tariff_queue_profile_notify_update" AFTER UPDATE ON "tariff_queue"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_user_tariffs"();
--> statement-breakpoint
CREATE TRIGGER "tariff_queue_profile_notify_delete" AFTER DELETE ON "tariff_queue"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_user_tariffs"();
--> statement-breakpoint
CREATE TRIGGER "tariff_queue_profile_notify_truncate" AFTER TRUNCATE ON "tariff_queue"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_notify_all"();
