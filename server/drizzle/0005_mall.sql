CREATE TABLE "favourite" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_quotation" (
	"day" date NOT NULL,
	"category_id" text NOT NULL,
	"area_code" text NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"avg_price" bigint NOT NULL,
	"min_price" bigint NOT NULL,
	"max_price" bigint NOT NULL,
	"sample_count" integer NOT NULL,
	"computed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_quotation_day_category_id_area_code_unit_source_pk" PRIMARY KEY("day","category_id","area_code","unit","source")
);
--> statement-breakpoint
CREATE TABLE "goods_watch" (
	"id" text PRIMARY KEY NOT NULL,
	"viewer_type" text NOT NULL,
	"viewer" text NOT NULL,
	"goods_id" text NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	"viewed_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_goods" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shop_id" text,
	"bo_id" text NOT NULL,
	"category_id" text,
	"cat1" text,
	"cat2" text,
	"cat3" text,
	"province_code" text,
	"city_code" text,
	"county_code" text,
	"price" bigint,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"on_shelf_at" timestamp (3) with time zone NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"tokenizer_version" integer NOT NULL,
	"indexed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"keyword" text NOT NULL,
	"search_count" integer DEFAULT 1 NOT NULL,
	"searched_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_owner_target_uq" ON "favourite" USING btree ("bo_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "favourite_owner_time_idx" ON "favourite" USING btree ("bo_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "favourite_target_idx" ON "favourite" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "price_quotation_series_idx" ON "price_quotation" USING btree ("category_id","area_code","source","unit","day");--> statement-breakpoint
CREATE INDEX "price_quotation_day_idx" ON "price_quotation" USING btree ("source","area_code","day");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_watch_viewer_goods_uq" ON "goods_watch" USING btree ("viewer_type","viewer","goods_id");--> statement-breakpoint
CREATE INDEX "goods_watch_viewer_time_idx" ON "goods_watch" USING btree ("viewer_type","viewer","viewed_at");--> statement-breakpoint
CREATE INDEX "goods_watch_device_time_idx" ON "goods_watch" USING btree ("viewed_at") WHERE "goods_watch"."viewer_type" = 'DEVICE';--> statement-breakpoint
CREATE INDEX "search_goods_tsv_gin" ON "search_goods" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_goods_kind_shelf_idx" ON "search_goods" USING btree ("kind","on_shelf_at");--> statement-breakpoint
CREATE INDEX "search_goods_kind_sales_idx" ON "search_goods" USING btree ("kind","sales_count");--> statement-breakpoint
CREATE INDEX "search_goods_kind_price_idx" ON "search_goods" USING btree ("kind","price");--> statement-breakpoint
CREATE INDEX "search_goods_cat_idx" ON "search_goods" USING btree ("cat1","cat2","cat3");--> statement-breakpoint
CREATE INDEX "search_goods_shop_idx" ON "search_goods" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "search_goods_area_idx" ON "search_goods" USING btree ("province_code","city_code");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_owner_kw_uq" ON "search_history" USING btree ("bo_id","member_id","kind","keyword");--> statement-breakpoint
CREATE INDEX "search_history_owner_time_idx" ON "search_history" USING btree ("bo_id","member_id","kind","searched_at");