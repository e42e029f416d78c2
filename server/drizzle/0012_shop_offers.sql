CREATE TABLE "coupon" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_id" text NOT NULL,
	"reg_code" text NOT NULL,
	"bo_id" text NOT NULL,
	"scope" text NOT NULL,
	"shop_id" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" bigint NOT NULL,
	"value" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"max_off" bigint,
	"category_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp (3) with time zone NOT NULL,
	"valid_to" timestamp (3) with time zone NOT NULL,
	"state" text DEFAULT 'AVAILABLE' NOT NULL,
	"order_id" text,
	"used_at" timestamp (3) with time zone,
	"granted_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"reg_code" text NOT NULL,
	"scope" text NOT NULL,
	"shop_id" text,
	"owner_bo_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" bigint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 10000 NOT NULL,
	"max_off" bigint,
	"category_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_count" integer NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"claim_from" timestamp (3) with time zone NOT NULL,
	"claim_to" timestamp (3) with time zone NOT NULL,
	"validity" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_rule_issued_le_total" CHECK ("coupon_rule"."issued_count" <= "coupon_rule"."total_count")
);
--> statement-breakpoint
CREATE TABLE "freight_template" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"default_charge" jsonb NOT NULL,
	"area_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_area_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_notification" ADD COLUMN "body_sha256" text;--> statement-breakpoint
ALTER TABLE "channel_notification" ADD COLUMN "body_length" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "freight_template_id" text;--> statement-breakpoint
ALTER TABLE "goods_spec" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_rule_id_coupon_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."coupon_rule"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_bo_idx" ON "coupon" USING btree ("bo_id","state","valid_to");--> statement-breakpoint
CREATE INDEX "coupon_rule_idx" ON "coupon" USING btree ("rule_id","bo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_rule_reg_code_uq" ON "coupon_rule" USING btree ("reg_code");--> statement-breakpoint
CREATE INDEX "coupon_rule_shop_idx" ON "coupon_rule" USING btree ("shop_id","claim_to");--> statement-breakpoint
CREATE INDEX "coupon_rule_scope_idx" ON "coupon_rule" USING btree ("scope","claim_to");--> statement-breakpoint
CREATE INDEX "freight_template_bo_idx" ON "freight_template" USING btree ("bo_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_template_default_per_bo_uq" ON "freight_template" USING btree ("bo_id") WHERE "freight_template"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "freight_template_name_per_bo_uq" ON "freight_template" USING btree ("bo_id","name");--> statement-breakpoint
CREATE INDEX "channel_notification_refused_idx" ON "channel_notification" USING btree ("channel","verified","last_seen_at");--> statement-breakpoint
CREATE INDEX "goods_freight_template_idx" ON "goods" USING btree ("freight_template_id");