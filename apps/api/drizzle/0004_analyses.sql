CREATE TABLE "analyses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"type" text NOT NULL,
	"lab_id" bigint,
	"brief_id" bigint,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"settings" jsonb,
	"creative_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"research_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"segments" jsonb,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"error" jsonb,
	"result" jsonb,
	"preview_key" text,
	"run" integer DEFAULT 0 NOT NULL,
	"items_total" integer DEFAULT 0 NOT NULL,
	"charged_at" timestamp with time zone,
	"assembling_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"analysis_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"creative_id" bigint,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"frame_time" double precision,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"viewable" jsonb,
	"error" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brief_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brief_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"age_from" integer NOT NULL,
	"age_to" integer NOT NULL,
	"gender" text NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "briefs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"goal" text NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"key_message" text DEFAULT '' NOT NULL,
	"placements" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"analysis_id" bigint NOT NULL,
	"segment_id" bigint NOT NULL,
	"batch" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD CONSTRAINT "analysis_items_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_segments" ADD CONSTRAINT "brief_segments_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_batches" ADD CONSTRAINT "feedback_batches_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_batch_id_feedback_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."feedback_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_owner_idx" ON "analyses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "analyses_lab_idx" ON "analyses" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "analyses_brief_idx" ON "analyses" USING btree ("brief_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_items_analysis_position_key" ON "analysis_items" USING btree ("analysis_id","position");--> statement-breakpoint
CREATE INDEX "brief_segments_brief_idx" ON "brief_segments" USING btree ("brief_id");--> statement-breakpoint
CREATE INDEX "briefs_owner_idx" ON "briefs" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_batches_analysis_segment_batch_key" ON "feedback_batches" USING btree ("analysis_id","segment_id","batch");--> statement-breakpoint
CREATE INDEX "feedback_items_batch_idx" ON "feedback_items" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "labs_owner_idx" ON "labs" USING btree ("owner_id");