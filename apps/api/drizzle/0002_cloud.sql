CREATE TABLE "creatives" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"duration" double precision,
	"width" integer,
	"height" integer,
	"pages" integer,
	"split_status" text,
	"split_reason" text,
	"split_frequency" real,
	"frames_folder_id" bigint,
	"frames_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_parent_id_creatives_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_frames_folder_id_creatives_id_fk" FOREIGN KEY ("frames_folder_id") REFERENCES "public"."creatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creatives_owner_parent_name_key" ON "creatives" USING btree ("owner_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "creatives_owner_parent_idx" ON "creatives" USING btree ("owner_id","parent_id");--> statement-breakpoint
CREATE INDEX "creatives_parent_idx" ON "creatives" USING btree ("parent_id");