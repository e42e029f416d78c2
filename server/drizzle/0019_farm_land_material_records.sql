CREATE TABLE "land_plot" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"area_m2" integer NOT NULL,
	"area_mu" numeric(12, 2) NOT NULL,
	"center_lng" double precision NOT NULL,
	"center_lat" double precision NOT NULL,
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"use" text NOT NULL,
	"soil_type" text,
	"irrigation" text,
	"crop" text,
	"state" text DEFAULT 'IDLE' NOT NULL,
	"manager_employee_id" text,
	"manager_name" text,
	"note" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_season" (
	"id" text PRIMARY KEY NOT NULL,
	"plot_id" text NOT NULL,
	"use" text NOT NULL,
	"crop" text NOT NULL,
	"variety" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"expected_yield" numeric(14, 2),
	"actual_yield" numeric(14, 2),
	"yield_unit" text NOT NULL,
	"note" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_material" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"catalog_id" text NOT NULL,
	"low_stock" bigint,
	"remark" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_range" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"area_m_2" integer,
	"capacity" integer,
	"keeper" text,
	"remark" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_catalog" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"brand" text,
	"maker" text,
	"unit_price_fen" bigint,
	"remark" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_record" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"kind" text NOT NULL,
	"material_id" text NOT NULL,
	"store_id" text NOT NULL,
	"batch_no" text,
	"quantity" bigint NOT NULL,
	"unit_cost_fen" bigint NOT NULL,
	"cost_fen" bigint NOT NULL,
	"date" date NOT NULL,
	"operator" text,
	"supplier" text,
	"purpose" text,
	"range_id" text,
	"note" text,
	"ref_kind" text,
	"ref_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_record_qty_ck" CHECK ("material_record"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_record_part" (
	"id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"stock_id" text NOT NULL,
	"quantity" bigint NOT NULL,
	"cost_fen" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_stock" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"material_id" text NOT NULL,
	"store_id" text NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"value_fen" bigint DEFAULT 0 NOT NULL,
	"first_in_date" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_stock_nonneg_ck" CHECK ("material_stock"."quantity" >= 0 and "material_stock"."value_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "farm_disease_classify" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_batch" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"range_id" text,
	"plot_id" text,
	"place_name" text NOT NULL,
	"breed" text NOT NULL,
	"start_date" date NOT NULL,
	"head_count" integer,
	"closed_date" date,
	"note" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_record_attr_def" (
	"type_code" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"unit_en" text,
	"min" double precision,
	"max" double precision,
	"decimals" integer DEFAULT 0 NOT NULL,
	"max_length" integer,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disease_category" text,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_record_attr_def_type_code_key_pk" PRIMARY KEY("type_code","key")
);
--> statement-breakpoint
CREATE TABLE "farm_record_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"type_code" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"batch_id" text,
	"record_date" date NOT NULL,
	"values" jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"cost_fen" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_member_id" text NOT NULL,
	"created_by_name" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_record_entry_history" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"actor_member_id" text NOT NULL,
	"actor_name" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_record_material_use" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"attr_key" text NOT NULL,
	"batch_id" text,
	"stock_out_id" text NOT NULL,
	"cost_fen" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_record_type" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "land_season" ADD CONSTRAINT "land_season_plot_id_land_plot_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."land_plot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_material" ADD CONSTRAINT "farm_material_catalog_id_material_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."material_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_record" ADD CONSTRAINT "material_record_material_id_farm_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."farm_material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_record" ADD CONSTRAINT "material_record_store_id_farm_range_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."farm_range"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_record_part" ADD CONSTRAINT "material_record_part_record_id_material_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."material_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_record_part" ADD CONSTRAINT "material_record_part_stock_id_material_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."material_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stock" ADD CONSTRAINT "material_stock_material_id_farm_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."farm_material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stock" ADD CONSTRAINT "material_stock_store_id_farm_range_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."farm_range"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "land_plot_farm_idx" ON "land_plot" USING btree ("manufacturer_id","updated_at") WHERE "land_plot"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "land_plot_bo_idx" ON "land_plot" USING btree ("bo_id");--> statement-breakpoint
CREATE INDEX "land_season_plot_idx" ON "land_season" USING btree ("plot_id","start_date") WHERE "land_season"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "farm_material_catalog_uq" ON "farm_material" USING btree ("manufacturer_id","catalog_id") WHERE "farm_material"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "farm_range_mfr_idx" ON "farm_range" USING btree ("manufacturer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_range_name_uq" ON "farm_range" USING btree ("manufacturer_id",lower("name")) WHERE "farm_range"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "material_catalog_bo_idx" ON "material_catalog" USING btree ("bo_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "material_catalog_name_uq" ON "material_catalog" USING btree ("bo_id",lower("name"),lower("spec")) WHERE "material_catalog"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "material_record_mfr_idx" ON "material_record" USING btree ("manufacturer_id","date");--> statement-breakpoint
CREATE INDEX "material_record_material_idx" ON "material_record" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "material_record_ref_idx" ON "material_record" USING btree ("ref_kind","ref_id");--> statement-breakpoint
CREATE INDEX "material_record_part_record_idx" ON "material_record_part" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_stock_batch_uq" ON "material_stock" USING btree ("material_id","store_id","batch_no");--> statement-breakpoint
CREATE INDEX "material_stock_mfr_idx" ON "material_stock" USING btree ("manufacturer_id","store_id");--> statement-breakpoint
CREATE INDEX "farm_batch_manufacturer_id_start_date_index" ON "farm_batch" USING btree ("manufacturer_id","start_date");--> statement-breakpoint
CREATE INDEX "farm_record_entry_manufacturer_id_type_code_record_date_index" ON "farm_record_entry" USING btree ("manufacturer_id","type_code","record_date");--> statement-breakpoint
CREATE INDEX "farm_record_entry_batch_id_index" ON "farm_record_entry" USING btree ("batch_id") WHERE "farm_record_entry"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "farm_record_entry_subject_kind_subject_id_index" ON "farm_record_entry" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "farm_record_entry_history_entry_id_version_index" ON "farm_record_entry_history" USING btree ("entry_id","version");--> statement-breakpoint
CREATE INDEX "farm_record_material_use_entry_id_index" ON "farm_record_material_use" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "farm_record_material_use_batch_id_index" ON "farm_record_material_use" USING btree ("batch_id");