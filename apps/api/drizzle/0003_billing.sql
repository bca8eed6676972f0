CREATE TABLE "certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tariff_id" bigint NOT NULL,
	"days" integer,
	"generation_count" integer,
	"used_by" bigint,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"number" text NOT NULL,
	"company_name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"requisites_key" text,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_applications" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"token" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"discount_kopecks" bigint DEFAULT 0 NOT NULL,
	"tariff_id" bigint NOT NULL,
	"includes_tariff" boolean DEFAULT true NOT NULL,
	"generation_count" integer DEFAULT 0 NOT NULL,
	"promocode_id" bigint,
	"promocode" text,
	"confirmation_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promocode_uses" (
	"promocode_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promocode_uses_promocode_id_payment_id_pk" PRIMARY KEY("promocode_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "promocodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_basis_points" integer,
	"discount_kopecks" bigint,
	"tariff_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"period_days" integer NOT NULL,
	"disk_space" bigint NOT NULL,
	"analyses_limit" integer NOT NULL,
	"generations_limit" integer NOT NULL,
	"generation_price_kopecks" bigint DEFAULT 0 NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tariffs" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"tariff_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"disk_space" bigint NOT NULL,
	"analyses_limit" integer NOT NULL,
	"analyses_left" integer NOT NULL,
	"generations_limit" integer NOT NULL,
	"generations_left" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promocode_id_promocodes_id_fk" FOREIGN KEY ("promocode_id") REFERENCES "public"."promocodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_uses" ADD CONSTRAINT "promocode_uses_promocode_id_promocodes_id_fk" FOREIGN KEY ("promocode_id") REFERENCES "public"."promocodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_uses" ADD CONSTRAINT "promocode_uses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_uses" ADD CONSTRAINT "promocode_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tariffs" ADD CONSTRAINT "user_tariffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tariffs" ADD CONSTRAINT "user_tariffs_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_key" ON "payments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "promocode_uses_user_idx" ON "promocode_uses" USING btree ("promocode_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promocodes_code_key" ON "promocodes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "usage_events_user_kind_key" ON "usage_events" USING btree ("user_id","kind","key");--> statement-breakpoint
INSERT INTO "tariffs" ("name", "description", "price_kopecks", "period_days", "disk_space", "analyses_limit", "generations_limit", "generation_price_kopecks", "is_trial", "is_active") VALUES
	('Пробный', 'Бесплатно на 14 дней после регистрации: 1 ГБ в облаке, 3 исследования, 10 генераций.', 0, 14, 1073741824, 3, 10, 0, true, true),
	('Старт', 'Для одного специалиста: 10 ГБ в облаке, 30 исследований и 100 генераций в месяц.', 99000, 30, 10737418240, 30, 100, 1000, false, true),
	('Про', 'Для агентства: 100 ГБ в облаке, 200 исследований и 1000 генераций в месяц.', 299000, 30, 107374182400, 200, 1000, 500, false, true);
