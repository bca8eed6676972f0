CREATE TABLE "creative_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"creative_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"duration" double precision,
	"width" integer,
	"height" integer,
	"pages" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "creatives_owner_parent_name_key";--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "trash_root_id" bigint;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "trash_parent_gone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "version_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creative_versions_creative_number_key" ON "creative_versions" USING btree ("creative_id","number");--> statement-breakpoint
CREATE INDEX "creative_versions_owner_idx" ON "creative_versions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "creatives_trash_idx" ON "creatives" USING btree ("trashed_at") WHERE "creatives"."trash_root_id" = "creatives"."id";--> statement-breakpoint
CREATE INDEX "creatives_trash_root_idx" ON "creatives" USING btree ("trash_root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creatives_owner_parent_name_key" ON "creatives" USING btree ("owner_id",coalesce("parent_id", 0),lower("name")) WHERE "creatives"."trashed_at" IS NULL;