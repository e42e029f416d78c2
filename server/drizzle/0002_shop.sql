CREATE TABLE "shop" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"logo_url" text,
	"banner_url" text,
	"intro" text,
	"business_scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area_code" text,
	"address" text,
	"contact_name" text,
	"contact_mobile" text,
	"reject_reason" text,
	"submitted_at" timestamp (3) with time zone,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by" text,
	"opened_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_bo_idx" ON "shop" USING btree ("bo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_default_per_bo_uq" ON "shop" USING btree ("bo_id") WHERE "shop"."is_default";--> statement-breakpoint
CREATE INDEX "shop_status_idx" ON "shop" USING btree ("status");