CREATE TABLE "member_address" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"mobile" text NOT NULL,
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text,
	"tag" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_acceptance" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"accepted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_version" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"effective_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_account_key" (
	"id" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" text NOT NULL,
	"target_member_id" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bind" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id_a" text NOT NULL,
	"member_id_b" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_pay_password" (
	"bo_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"set_by" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"stock_on_hand" integer,
	"barn_count" integer,
	"area_mu" numeric(12, 2),
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"address" text NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"epidemic_cert_no" text,
	"breeding_licence_no" text,
	"credit_code" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_data_temp" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_review_log" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"actor_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"real_name" text NOT NULL,
	"id_card_no" text NOT NULL,
	"specialty" text NOT NULL,
	"organization" text,
	"title" text,
	"years" integer NOT NULL,
	"service_area_code" text NOT NULL,
	"intro" text NOT NULL,
	"materials" jsonb NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by" text,
	"reject_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"rule_code" text,
	"biz_type" text,
	"biz_id" text,
	"remark" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entry_change_nonzero" CHECK ("point_entry"."change" <> 0),
	CONSTRAINT "point_entry_balance_nonnegative" CHECK ("point_entry"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_rule" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"unit" text NOT NULL,
	"daily_limit" integer,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_pref" (
	"member_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_pref_member_id_bo_id_pk" PRIMARY KEY("member_id","bo_id")
);
--> statement-breakpoint
CREATE TABLE "member_profile" (
	"member_id" text PRIMARY KEY NOT NULL,
	"gender" text DEFAULT 'SECRET' NOT NULL,
	"birthday" date,
	"bio" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_login" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_login" ADD COLUMN "bind_ignored_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "member_account_key" ADD CONSTRAINT "member_account_key_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_account_key" ADD CONSTRAINT "member_account_key_target_member_id_member_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bind" ADD CONSTRAINT "member_bind_member_id_a_member_id_fk" FOREIGN KEY ("member_id_a") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bind" ADD CONSTRAINT "member_bind_member_id_b_member_id_fk" FOREIGN KEY ("member_id_b") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_pay_password" ADD CONSTRAINT "member_pay_password_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_data_temp" ADD CONSTRAINT "member_data_temp_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_apply" ADD CONSTRAINT "service_apply_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entry" ADD CONSTRAINT "point_entry_rule_code_point_rule_code_fk" FOREIGN KEY ("rule_code") REFERENCES "public"."point_rule"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profile" ADD CONSTRAINT "member_profile_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_address_bo_idx" ON "member_address" USING btree ("bo_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_address_default_per_bo_uq" ON "member_address" USING btree ("bo_id") WHERE "member_address"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptance_uq" ON "agreement_acceptance" USING btree ("member_id","bo_id","type","version");--> statement-breakpoint
CREATE INDEX "agreement_acceptance_bo_idx" ON "agreement_acceptance" USING btree ("bo_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_version_type_uq" ON "agreement_version" USING btree ("type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "member_account_key_hash_uq" ON "member_account_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "member_account_key_member_idx" ON "member_account_key" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bind_pair_uq" ON "member_bind" USING btree ("member_id_a","member_id_b");--> statement-breakpoint
CREATE INDEX "member_bind_b_idx" ON "member_bind" USING btree ("member_id_b");--> statement-breakpoint
CREATE INDEX "manufacturer_bo_idx" ON "manufacturer" USING btree ("bo_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_default_per_bo_uq" ON "manufacturer" USING btree ("bo_id") WHERE "manufacturer"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_name_per_bo_uq" ON "manufacturer" USING btree ("bo_id",lower("name")) WHERE "manufacturer"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_data_temp_bo_type_uq" ON "member_data_temp" USING btree ("bo_id","type");--> statement-breakpoint
CREATE INDEX "org_review_log_subject_idx" ON "org_review_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_apply_member_kind_uq" ON "service_apply" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "service_apply_status_idx" ON "service_apply" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "point_entry_bo_idx" ON "point_entry" USING btree ("bo_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entry_idem_uq" ON "point_entry" USING btree ("idempotency_key");