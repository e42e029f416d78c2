CREATE TABLE "member_data_temp" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_review_log" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"actor_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"real_name" text NOT NULL,
	"id_card_no" text NOT NULL,
	"specialty" text NOT NULL,
	"organization" text,
	"title" text,
	"years" integer NOT NULL,
	"service_area_code" text NOT NULL,
	"intro" text NOT NULL,
	"materials" jsonb NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by" text,
	"reject_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_data_temp" ADD CONSTRAINT "member_data_temp_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_apply" ADD CONSTRAINT "service_apply_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_data_temp_bo_type_uq" ON "member_data_temp" USING btree ("bo_id","type");--> statement-breakpoint
CREATE INDEX "org_review_log_subject_idx" ON "org_review_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_apply_member_kind_uq" ON "service_apply" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "service_apply_status_idx" ON "service_apply" USING btree ("status","submitted_at");