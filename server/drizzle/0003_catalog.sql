CREATE TABLE "catalog_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_member_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_advert" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"shop_id" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"max_items" integer NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_advert_detail" (
	"id" text PRIMARY KEY NOT NULL,
	"advert_id" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_type" text DEFAULT 'NONE' NOT NULL,
	"link_target" text,
	"start_at" timestamp (3) with time zone,
	"end_at" timestamp (3) with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"bo_id" text NOT NULL,
	"shop_id" text,
	"name" text NOT NULL,
	"sub_title" text,
	"category_id" text,
	"shop_classify_id" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_image" text,
	"description" text DEFAULT '' NOT NULL,
	"origin_area_code" text,
	"delivery_nationwide" boolean DEFAULT true NOT NULL,
	"delivery_area_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_order_qty" integer DEFAULT 1 NOT NULL,
	"rebate_bp" integer DEFAULT 0 NOT NULL,
	"pay_plans" jsonb DEFAULT '[{"type":"FULL"}]'::jsonb NOT NULL,
	"ext" jsonb,
	"price_min" bigint,
	"price_max" bigint,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp (3) with time zone,
	"on_shelf_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_evaluation" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text,
	"spec_name" text,
	"shop_id" text,
	"seller_bo_id" text NOT NULL,
	"buyer_bo_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"order_id" text,
	"score" integer NOT NULL,
	"description_score" integer NOT NULL,
	"service_score" integer NOT NULL,
	"logistics_score" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"reply" text,
	"reply_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_evaluation_scores" CHECK ("goods_evaluation"."score" between 1 and 5 and "goods_evaluation"."description_score" between 1 and 5 and "goods_evaluation"."service_score" between 1 and 5 and "goods_evaluation"."logistics_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "goods_package_item" (
	"id" text PRIMARY KEY NOT NULL,
	"package_goods_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_share_key" (
	"id" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"goods_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_spec" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"name" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"member_price" bigint,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_spec_stock_nonneg" CHECK ("goods_spec"."stock" >= 0),
	CONSTRAINT "goods_spec_price_pos" CHECK ("goods_spec"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "goods_template" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_trace" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"batch_no" text NOT NULL,
	"farm_name" text NOT NULL,
	"manufacturer_id" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"inspection_no" text,
	"note" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cust_price" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_bo_id" text NOT NULL,
	"customer_bo_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_customer" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_bo_id" text NOT NULL,
	"customer_bo_id" text NOT NULL,
	"level" text DEFAULT 'NORMAL' NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_address" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"business_hours" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_classify" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_recommend_classify" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_recommend_info" (
	"id" text PRIMARY KEY NOT NULL,
	"recommend_classify_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "main_category_id" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "service_phone" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "licences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_advert_detail" ADD CONSTRAINT "cms_advert_detail_advert_id_cms_advert_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."cms_advert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_evaluation" ADD CONSTRAINT "goods_evaluation_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_package_item" ADD CONSTRAINT "goods_package_item_package_goods_id_goods_id_fk" FOREIGN KEY ("package_goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_spec" ADD CONSTRAINT "goods_spec_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_trace" ADD CONSTRAINT "goods_trace_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_address" ADD CONSTRAINT "shop_address_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_classify" ADD CONSTRAINT "shop_classify_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_recommend_classify" ADD CONSTRAINT "shop_recommend_classify_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_recommend_info" ADD CONSTRAINT "shop_recommend_info_recommend_classify_id_shop_recommend_classify_id_fk" FOREIGN KEY ("recommend_classify_id") REFERENCES "public"."shop_recommend_classify"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_audit_log_target_idx" ON "catalog_audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_advert_platform_code_uq" ON "cms_advert" USING btree ("code") WHERE "cms_advert"."scope" = 'PLATFORM';--> statement-breakpoint
CREATE UNIQUE INDEX "cms_advert_shop_code_uq" ON "cms_advert" USING btree ("shop_id","code") WHERE "cms_advert"."scope" = 'SHOP';--> statement-breakpoint
CREATE INDEX "cms_advert_detail_slot_idx" ON "cms_advert_detail" USING btree ("advert_id","sort");--> statement-breakpoint
CREATE INDEX "goods_list_idx" ON "goods" USING btree ("type","status","on_shelf_at");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "goods_bo_idx" ON "goods" USING btree ("bo_id","type","status");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_area_idx" ON "goods" USING btree ("origin_area_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_classify_idx" ON "goods" USING btree ("shop_classify_id");--> statement-breakpoint
CREATE INDEX "goods_evaluation_goods_idx" ON "goods_evaluation" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_evaluation_shop_idx" ON "goods_evaluation" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_evaluation_order_uq" ON "goods_evaluation" USING btree ("order_id","goods_id",coalesce("spec_id", '')) WHERE "goods_evaluation"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "goods_package_item_pkg_idx" ON "goods_package_item" USING btree ("package_goods_id");--> statement-breakpoint
CREATE INDEX "goods_package_item_spec_idx" ON "goods_package_item" USING btree ("spec_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_share_key_hash_uq" ON "goods_share_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "goods_spec_goods_idx" ON "goods_spec" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_template_name_uq" ON "goods_template" USING btree ("bo_id","name");--> statement-breakpoint
CREATE INDEX "goods_trace_goods_idx" ON "goods_trace" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cust_price_spec_customer_uq" ON "cust_price" USING btree ("spec_id","customer_bo_id");--> statement-breakpoint
CREATE INDEX "cust_price_seller_customer_idx" ON "cust_price" USING btree ("seller_bo_id","customer_bo_id");--> statement-breakpoint
CREATE INDEX "cust_price_goods_idx" ON "cust_price" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_customer_uq" ON "seller_customer" USING btree ("seller_bo_id","customer_bo_id");--> statement-breakpoint
CREATE INDEX "seller_customer_customer_idx" ON "seller_customer" USING btree ("customer_bo_id");--> statement-breakpoint
CREATE INDEX "shop_address_shop_idx" ON "shop_address" USING btree ("shop_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_address_default_uq" ON "shop_address" USING btree ("shop_id","kind") WHERE "shop_address"."is_default";--> statement-breakpoint
CREATE INDEX "shop_classify_shop_idx" ON "shop_classify" USING btree ("shop_id","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_classify_name_uq" ON "shop_classify" USING btree ("shop_id",coalesce("parent_id", ''),"name");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_recommend_classify_name_uq" ON "shop_recommend_classify" USING btree ("shop_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_recommend_info_goods_uq" ON "shop_recommend_info" USING btree ("recommend_classify_id","goods_id");--> statement-breakpoint
CREATE INDEX "shop_recommend_info_shop_idx" ON "shop_recommend_info" USING btree ("shop_id");