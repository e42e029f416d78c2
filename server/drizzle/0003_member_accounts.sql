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
ALTER TABLE "member_login" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_login" ADD COLUMN "bind_ignored_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "member_account_key" ADD CONSTRAINT "member_account_key_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_account_key" ADD CONSTRAINT "member_account_key_target_member_id_member_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bind" ADD CONSTRAINT "member_bind_member_id_a_member_id_fk" FOREIGN KEY ("member_id_a") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bind" ADD CONSTRAINT "member_bind_member_id_b_member_id_fk" FOREIGN KEY ("member_id_b") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_pay_password" ADD CONSTRAINT "member_pay_password_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptance_uq" ON "agreement_acceptance" USING btree ("member_id","bo_id","type","version");--> statement-breakpoint
CREATE INDEX "agreement_acceptance_bo_idx" ON "agreement_acceptance" USING btree ("bo_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_version_type_uq" ON "agreement_version" USING btree ("type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "member_account_key_hash_uq" ON "member_account_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "member_account_key_member_idx" ON "member_account_key" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bind_pair_uq" ON "member_bind" USING btree ("member_id_a","member_id_b");--> statement-breakpoint
CREATE INDEX "member_bind_b_idx" ON "member_bind" USING btree ("member_id_b");