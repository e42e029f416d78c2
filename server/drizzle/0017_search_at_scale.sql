CREATE TABLE "search_facet_cell" (
	"kind" text NOT NULL,
	"cat1" text,
	"cat2" text,
	"cat3" text,
	"province_code" text,
	"city_code" text,
	"county_code" text,
	"band" integer,
	"valid_until" date,
	"n" integer NOT NULL,
	CONSTRAINT "search_facet_cell_key_uq" UNIQUE NULLS NOT DISTINCT("kind","cat1","cat2","cat3","province_code","city_code","county_code","band","valid_until")
);
--> statement-breakpoint
DROP INDEX "search_goods_cat_idx";--> statement-breakpoint
DROP INDEX "search_goods_kind_sales_idx";--> statement-breakpoint
DROP INDEX "search_goods_kind_price_idx";--> statement-breakpoint
CREATE INDEX "search_goods_cat1_sales_idx" ON "search_goods" USING btree ("kind","cat1","sales_count" DESC NULLS LAST,"on_shelf_at" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_cat1_price_idx" ON "search_goods" USING btree ("kind","cat1","price","sales_count" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_cat2_sales_idx" ON "search_goods" USING btree ("kind","cat2","sales_count" DESC NULLS LAST,"on_shelf_at" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_cat2_price_idx" ON "search_goods" USING btree ("kind","cat2","price","sales_count" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_cat3_sales_idx" ON "search_goods" USING btree ("kind","cat3","sales_count" DESC NULLS LAST,"on_shelf_at" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_cat3_price_idx" ON "search_goods" USING btree ("kind","cat3","price","sales_count" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_kind_sales_idx" ON "search_goods" USING btree ("kind","sales_count" DESC NULLS LAST,"on_shelf_at" DESC NULLS LAST,"goods_id");--> statement-breakpoint
CREATE INDEX "search_goods_kind_price_idx" ON "search_goods" USING btree ("kind","price","sales_count" DESC NULLS LAST,"goods_id");--> statement-breakpoint
INSERT INTO "search_facet_cell" ("kind","cat1","cat2","cat3","province_code","city_code","county_code","band","valid_until","n")
  SELECT "kind","cat1","cat2","cat3","province_code","city_code","county_code",width_bucket("price", array[0,1000,5000,10000,50000,100000,500000]::bigint[]),"valid_until",count(*)::int
  FROM "search_goods" GROUP BY 1,2,3,4,5,6,7,8,9;