CREATE TABLE "farm_book_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"plot_id" text,
	"plot_name" text,
	"batch_id" text,
	"batch_name" text,
	"range_id" text,
	"range_name" text,
	"note" text,
	"direction" text,
	"category" text,
	"amount_fen" bigint,
	"item" text,
	"labor_days" double precision,
	"counterparty" text,
	"output_kind" text,
	"product" text,
	"quantity" bigint,
	"unit" text,
	"value_fen" bigint,
	"disease_code" text,
	"disease_name" text,
	"disease_name_en" text,
	"severity" text,
	"affected_count" integer,
	"affected_area_mu" numeric(12, 2),
	"measures" text,
	"loss_fen" bigint,
	"created_by_member_id" text NOT NULL,
	"created_by_name" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_plan_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"scheme_id" text NOT NULL,
	"scheme_name" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"start_date" date NOT NULL,
	"created_by_member_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_plan_listing" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"member_id" text NOT NULL,
	"apply_id" text,
	"scheme_name" text,
	"step_day" integer,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"record_type" text,
	"due_date" date NOT NULL,
	"remind_time" text DEFAULT '08:00' NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"subject_kind" text,
	"subject_id" text,
	"subject_name" text,
	"note" text,
	"postponed" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_plan_scheme" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"bo_id" text,
	"author_member_id" text,
	"author_name" text,
	"copied_from_id" text,
	"use_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_trace" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"batch_name" text NOT NULL,
	"batch_kind" text NOT NULL,
	"place_name" text NOT NULL,
	"plot_id" text,
	"code" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp (3) with time zone,
	"product_name" text NOT NULL,
	"description" text,
	"photo_url" text,
	"sections" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"snapshot_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_grow_log" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"batch_name" text NOT NULL,
	"batch_kind" text NOT NULL,
	"place_name" text NOT NULL,
	"batch_start_date" date NOT NULL,
	"log_date" date NOT NULL,
	"stage" text NOT NULL,
	"height_cm" numeric(8, 1),
	"weight_g" numeric(9, 1),
	"uniformity_pct" numeric(4, 1),
	"sample_size" integer,
	"description" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_member_id" text NOT NULL,
	"created_by_name" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_watch_log" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"plot_id" text,
	"log_date" date NOT NULL,
	"inspector" text NOT NULL,
	"finding" text NOT NULL,
	"description" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up" text,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_by_member_id" text NOT NULL,
	"created_by_name" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_work_task" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"plot_id" text,
	"range_id" text,
	"work_type" text NOT NULL,
	"title" text NOT NULL,
	"plan_date" date NOT NULL,
	"assignee_employee_id" text,
	"assignee_name" text,
	"content" text,
	"state" text DEFAULT 'TODO' NOT NULL,
	"result" text,
	"labour_hours" numeric(10, 1),
	"machine_hours" numeric(10, 1),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp (3) with time zone,
	"done_at" timestamp (3) with time zone,
	"cancel_reason" text,
	"created_by_member_id" text NOT NULL,
	"created_by_name" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_forecast" (
	"id" text PRIMARY KEY NOT NULL,
	"location_key" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"days" jsonb NOT NULL,
	"fetched_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_remind" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer_id" text NOT NULL,
	"member_id" text NOT NULL,
	"farm_name" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"advice_poultry" text NOT NULL,
	"advice_crop" text NOT NULL,
	"forecast" jsonb NOT NULL,
	"previous_temp_min" double precision,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_record_attr_def" ADD COLUMN "material_category" text;--> statement-breakpoint
CREATE INDEX "farm_book_entry_farm_idx" ON "farm_book_entry" USING btree ("manufacturer_id","kind","date") WHERE "farm_book_entry"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "farm_book_entry_batch_idx" ON "farm_book_entry" USING btree ("batch_id") WHERE "farm_book_entry"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "farm_book_entry_plot_idx" ON "farm_book_entry" USING btree ("plot_id") WHERE "farm_book_entry"."plot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "farm_plan_apply_scheme_id_subject_id_start_date_index" ON "farm_plan_apply" USING btree ("scheme_id","subject_id","start_date");--> statement-breakpoint
CREATE INDEX "farm_plan_listing_manufacturer_id_state_due_date_index" ON "farm_plan_listing" USING btree ("manufacturer_id","state","due_date");--> statement-breakpoint
CREATE INDEX "farm_plan_listing_state_due_date_index" ON "farm_plan_listing" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "farm_plan_listing_apply_id_index" ON "farm_plan_listing" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "farm_plan_scheme_source_category_index" ON "farm_plan_scheme" USING btree ("source","category");--> statement-breakpoint
CREATE INDEX "farm_plan_scheme_bo_id_index" ON "farm_plan_scheme" USING btree ("bo_id") WHERE "farm_plan_scheme"."bo_id" is not null;--> statement-breakpoint
CREATE INDEX "farm_trace_farm_idx" ON "farm_trace" USING btree ("manufacturer_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_trace_batch_uq" ON "farm_trace" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_trace_code_uq" ON "farm_trace" USING btree ("code") WHERE "farm_trace"."code" is not null;--> statement-breakpoint
CREATE INDEX "farm_grow_log_farm_idx" ON "farm_grow_log" USING btree ("manufacturer_id","log_date") WHERE "farm_grow_log"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "farm_grow_log_batch_idx" ON "farm_grow_log" USING btree ("batch_id","log_date");--> statement-breakpoint
CREATE INDEX "farm_watch_log_farm_idx" ON "farm_watch_log" USING btree ("manufacturer_id","log_date") WHERE "farm_watch_log"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "farm_watch_log_plot_idx" ON "farm_watch_log" USING btree ("plot_id") WHERE "farm_watch_log"."plot_id" is not null;--> statement-breakpoint
CREATE INDEX "farm_work_task_farm_idx" ON "farm_work_task" USING btree ("manufacturer_id","state","plan_date") WHERE "farm_work_task"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "farm_work_task_plot_idx" ON "farm_work_task" USING btree ("plot_id") WHERE "farm_work_task"."plot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_member_dedupe_uq" ON "message" USING btree ("member_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "message_member_time_idx" ON "message" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weather_forecast_loc_day_uq" ON "weather_forecast" USING btree ("location_key","day");--> statement-breakpoint
CREATE UNIQUE INDEX "weather_remind_farm_kind_day_uq" ON "weather_remind" USING btree ("manufacturer_id","kind","date");--> statement-breakpoint
CREATE INDEX "weather_remind_farm_idx" ON "weather_remind" USING btree ("manufacturer_id","date");