CREATE TABLE "file_object" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_member_id" text NOT NULL,
	"owner_bo_id" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_func" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"path" text,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_role" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"scope" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_role_func" (
	"role_code" text NOT NULL,
	"func_code" text NOT NULL,
	CONSTRAINT "auth_role_func_role_code_func_code_pk" PRIMARY KEY("role_code","func_code")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"real_name" text,
	"avatar_url" text,
	"mobile" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"verify_state" text DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_employee" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"is_admin" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_login" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"login_name" text NOT NULL,
	"mobile" text,
	"password_hash" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"last_login_at" timestamp (3) with time zone,
	"last_bo_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_role" (
	"member_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"role_code" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_role_member_id_bo_id_role_code_pk" PRIMARY KEY("member_id","bo_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "member_ticket" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"login_id" text NOT NULL,
	"member_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"employee_id" text,
	"idle_expires_at" timestamp (3) with time zone NOT NULL,
	"hard_expires_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_area" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
CREATE TABLE "system_category" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"name_en" text,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"status" text DEFAULT 'ON' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_dict" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_item" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"parent_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"ext" jsonb,
	"status" text DEFAULT 'ON' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_site" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title_suffix" text NOT NULL,
	"logo_url" text,
	"hotline" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icp" text,
	"region_code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp (3) with time zone,
	"last_error" text,
	"dedupe_key" text,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_role_func" ADD CONSTRAINT "auth_role_func_role_code_auth_role_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."auth_role"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_role_func" ADD CONSTRAINT "auth_role_func_func_code_auth_func_code_fk" FOREIGN KEY ("func_code") REFERENCES "public"."auth_func"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_employee" ADD CONSTRAINT "member_employee_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_employee" ADD CONSTRAINT "member_employee_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login" ADD CONSTRAINT "member_login_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_role" ADD CONSTRAINT "member_role_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_role" ADD CONSTRAINT "member_role_role_code_auth_role_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."auth_role"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ticket" ADD CONSTRAINT "member_ticket_login_id_member_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."member_login"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_item" ADD CONSTRAINT "system_item_dict_code_system_dict_code_fk" FOREIGN KEY ("dict_code") REFERENCES "public"."system_dict"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_object_owner_idx" ON "file_object" USING btree ("owner_bo_id","created_at");--> statement-breakpoint
CREATE INDEX "file_object_sha_idx" ON "file_object" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "file_object_key_uq" ON "file_object" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "member_type_idx" ON "member" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "member_employee_bo_member_uq" ON "member_employee" USING btree ("bo_id","member_id");--> statement-breakpoint
CREATE INDEX "member_employee_member_idx" ON "member_employee" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_login_name_uq" ON "member_login" USING btree (lower("login_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_login_mobile_uq" ON "member_login" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "member_login_member_uq" ON "member_login" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_ticket_hash_uq" ON "member_ticket" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_ticket_member_idx" ON "member_ticket" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "system_area_parent_idx" ON "system_area" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "system_area_name_idx" ON "system_area" USING btree ("name");--> statement-breakpoint
CREATE INDEX "system_category_parent_idx" ON "system_category" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "system_item_dict_code_uq" ON "system_item" USING btree ("dict_code","code");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_dedupe_uq" ON "job" USING btree ("dedupe_key");