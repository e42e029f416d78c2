CREATE TABLE "cart_item" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_bo_id" text NOT NULL,
	"member_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_price" bigint NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_quantity_ck" CHECK ("cart_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_info_change" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"by_member_id" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"goods_name" text NOT NULL,
	"spec_name" text NOT NULL,
	"image" text,
	"unit" text,
	"category_id" text,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"reduction" bigint DEFAULT 0 NOT NULL,
	"shop_coupon" bigint DEFAULT 0 NOT NULL,
	"platform_coupon" bigint DEFAULT 0 NOT NULL,
	"adjust" bigint DEFAULT 0 NOT NULL,
	"payable" bigint NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"evaluated" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_qty_pos" CHECK ("order_line"."quantity" > 0),
	CONSTRAINT "order_line_payable_sum" CHECK ("order_line"."payable" = "order_line"."amount" - "order_line"."discount" - "order_line"."reduction" - "order_line"."shop_coupon" - "order_line"."platform_coupon" + "order_line"."adjust")
);
--> statement-breakpoint
CREATE TABLE "trade_order" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"batch_no" text NOT NULL,
	"kind" text DEFAULT 'NORMAL' NOT NULL,
	"state" text DEFAULT 'UNPAID' NOT NULL,
	"buyer_bo_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"seller_bo_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"goods_amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"reduction" bigint DEFAULT 0 NOT NULL,
	"shop_coupon" bigint DEFAULT 0 NOT NULL,
	"platform_coupon" bigint DEFAULT 0 NOT NULL,
	"adjust" bigint DEFAULT 0 NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"payable" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"platform_fee" bigint DEFAULT 0 NOT NULL,
	"shop_coupon_id" text,
	"platform_coupon_id" text,
	"delivery" jsonb NOT NULL,
	"presale" jsonb,
	"buyer_remark" text,
	"seller_note" text,
	"carrier" text,
	"carrier_name" text,
	"tracking_no" text,
	"voucher_image" text,
	"ship_note" text,
	"pay_id" text,
	"pay_rev" integer DEFAULT 0 NOT NULL,
	"deposit_pay_id" text,
	"pay_deadline" timestamp (3) with time zone,
	"deposit_paid_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"shipped_at" timestamp (3) with time zone,
	"received_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"cancel_reason" text,
	"cancel_note" text,
	"cancelled_by" text,
	"auto_confirm_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"evaluated_at" timestamp (3) with time zone,
	"hidden_by_buyer" boolean DEFAULT false NOT NULL,
	"hidden_by_seller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_order_payable_sum" CHECK ("trade_order"."payable" = "trade_order"."goods_amount" - "trade_order"."discount" - "trade_order"."reduction" - "trade_order"."shop_coupon" - "trade_order"."platform_coupon" + "trade_order"."adjust" + "trade_order"."freight"),
	CONSTRAINT "trade_order_payable_pos" CHECK ("trade_order"."payable" > 0)
);
--> statement-breakpoint
CREATE TABLE "presale" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"price" bigint NOT NULL,
	"deposit_per_unit" bigint NOT NULL,
	"deduct_per_unit" bigint NOT NULL,
	"deposit_from" timestamp (3) with time zone NOT NULL,
	"deposit_to" timestamp (3) with time zone NOT NULL,
	"balance_from" timestamp (3) with time zone NOT NULL,
	"balance_to" timestamp (3) with time zone NOT NULL,
	"limit_per_buyer" integer,
	"total_quantity" integer NOT NULL,
	"sold_quantity" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presale_sold_le_total" CHECK ("presale"."sold_quantity" <= "presale"."total_quantity"),
	CONSTRAINT "presale_sold_nonneg" CHECK ("presale"."sold_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"goods_ids" jsonb,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_period" CHECK ("promotion"."end_at" > "promotion"."start_at")
);
--> statement-breakpoint
ALTER TABLE "order_info_change" ADD CONSTRAINT "order_info_change_order_id_trade_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_trade_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_buyer_spec_uq" ON "cart_item" USING btree ("buyer_bo_id","spec_id");--> statement-breakpoint
CREATE INDEX "cart_item_buyer_time_idx" ON "cart_item" USING btree ("buyer_bo_id","created_at");--> statement-breakpoint
CREATE INDEX "order_info_change_order_idx" ON "order_info_change" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "order_line_goods_idx" ON "order_line" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_order_no_uq" ON "trade_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "trade_order_buyer_idx" ON "trade_order" USING btree ("buyer_bo_id","state","created_at");--> statement-breakpoint
CREATE INDEX "trade_order_seller_idx" ON "trade_order" USING btree ("seller_bo_id","state","created_at");--> statement-breakpoint
CREATE INDEX "trade_order_shop_idx" ON "trade_order" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_order_batch_idx" ON "trade_order" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "trade_order_pay_idx" ON "trade_order" USING btree ("pay_id");--> statement-breakpoint
CREATE INDEX "trade_order_deposit_pay_idx" ON "trade_order" USING btree ("deposit_pay_id");--> statement-breakpoint
CREATE INDEX "trade_order_paid_idx" ON "trade_order" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "presale_shop_idx" ON "presale" USING btree ("shop_id","balance_to");--> statement-breakpoint
CREATE INDEX "presale_spec_idx" ON "presale" USING btree ("spec_id","balance_to");--> statement-breakpoint
CREATE INDEX "presale_goods_idx" ON "presale" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "promotion_shop_idx" ON "promotion" USING btree ("shop_id","end_at");