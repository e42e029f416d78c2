CREATE TABLE "cash_flow" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"available_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"status" text NOT NULL,
	"channel" text,
	"biz_type" text NOT NULL,
	"biz_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"memo" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "cash_flow_amount_positive" CHECK ("cash_flow"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_order" (
	"id" text PRIMARY KEY NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" text NOT NULL,
	"subject" text NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"payer_bo_id" text NOT NULL,
	"payee_bo_id" text,
	"created_by" text,
	"channel" text,
	"channel_biz_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"channel_txn_id" text,
	"pay_url" text,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"fail_reason" text,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_order_amount_positive" CHECK ("pay_order"."amount" > 0 and "pay_order"."refunded_amount" >= 0 and "pay_order"."refunded_amount" <= "pay_order"."amount")
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"member_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"channel" text NOT NULL,
	"card_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_no_masked" text NOT NULL,
	"channel_txn_id" text,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"fail_reason" text,
	"expected_date" date NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_fee" CHECK ("withdrawal"."fee" >= 0 and "withdrawal"."fee" < "withdrawal"."amount")
);
--> statement-breakpoint
CREATE TABLE "channel_notification" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"notify_id" text NOT NULL,
	"verified" boolean NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"op" text,
	"biz_id" text,
	"channel_txn_id" text,
	"status" text,
	"amount" bigint,
	"error" text,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_setting" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"decline" boolean DEFAULT false NOT NULL,
	"timeout" boolean DEFAULT false NOT NULL,
	"notify_twice" boolean DEFAULT false NOT NULL,
	"notify_delay_seconds" integer DEFAULT 0 NOT NULL,
	"bad_signature" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconcile_run" (
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"day" text,
	"ok" boolean NOT NULL,
	"report" jsonb NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"acknowledged_at" timestamp (3) with time zone,
	"acknowledged_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_account" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"biz_id" text NOT NULL,
	"account_no" text NOT NULL,
	"sign_no" text NOT NULL,
	"holder_type" text NOT NULL,
	"bo_id" text NOT NULL,
	"name" text NOT NULL,
	"id_no_masked" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"biz_id" text NOT NULL,
	"request_id" text NOT NULL,
	"account_no" text NOT NULL,
	"card_no_masked" text NOT NULL,
	"card_hash" text NOT NULL,
	"holder_name" text NOT NULL,
	"mobile" text NOT NULL,
	"kind" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_type" text NOT NULL,
	"card_token" text,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"bound_at" timestamp (3) with time zone,
	"unbound_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_txn" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"op" text NOT NULL,
	"biz_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"payer_bo_id" text,
	"return_path" text,
	"pay_biz_id" text,
	"card_token" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"finished_at" timestamp (3) with time zone,
	"notify_id" text NOT NULL,
	"notify_state" text DEFAULT 'NONE' NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"kind" text NOT NULL,
	"institution" text NOT NULL,
	"bo_id" text NOT NULL,
	"applicant_type" text NOT NULL,
	"applicant_name" text NOT NULL,
	"member_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"term_months" integer NOT NULL,
	"purpose" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" text,
	"reject_reason" text,
	"review_note" text,
	"disbursed_amount" bigint,
	"disbursed_on" date,
	"closed_on" date,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_product" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"institution" text NOT NULL,
	"summary" text NOT NULL,
	"rate_text" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"min_term_months" integer NOT NULL,
	"max_term_months" integer NOT NULL,
	"applicant_types" jsonb NOT NULL,
	"materials" jsonb NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"listed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_bank_card" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"account_id" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"holder_name" text NOT NULL,
	"card_no_masked" text NOT NULL,
	"card_no_hash" text NOT NULL,
	"mobile_masked" text NOT NULL,
	"request_id" text,
	"card_token" text,
	"bank_name" text,
	"card_type" text,
	"alias" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"bound_by" text NOT NULL,
	"bound_at" timestamp (3) with time zone,
	"unbound_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_account" (
	"id" text PRIMARY KEY NOT NULL,
	"bo_id" text NOT NULL,
	"channel" text NOT NULL,
	"holder_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"holder_name" text NOT NULL,
	"id_no_masked" text NOT NULL,
	"id_no_pending" text,
	"mobile" text NOT NULL,
	"bill_no" text NOT NULL,
	"account_no" text,
	"sign_no" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"applied_by" text NOT NULL,
	"freeze_reason" text,
	"opened_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_apply" ADD CONSTRAINT "credit_apply_product_id_credit_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."credit_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_apply" ADD CONSTRAINT "credit_apply_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_apply" ADD CONSTRAINT "credit_apply_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_bank_card" ADD CONSTRAINT "finance_bank_card_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_bank_card" ADD CONSTRAINT "finance_bank_card_account_id_finance_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_account" ADD CONSTRAINT "finance_account_bo_id_member_id_fk" FOREIGN KEY ("bo_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_flow_bo_idx" ON "cash_flow" USING btree ("bo_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_flow_biz_idx" ON "cash_flow" USING btree ("biz_type","biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_entry_uq" ON "cash_flow" USING btree ("entry_id","bo_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_order_biz_uq" ON "pay_order" USING btree ("biz_type","biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_order_channel_biz_uq" ON "pay_order" USING btree ("channel_biz_id");--> statement-breakpoint
CREATE INDEX "pay_order_payer_idx" ON "pay_order" USING btree ("payer_bo_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_order_payee_idx" ON "pay_order" USING btree ("payee_bo_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_bo_idx" ON "withdrawal" USING btree ("bo_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_state_idx" ON "withdrawal" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_notification_uq" ON "channel_notification" USING btree ("channel","notify_id","verified");--> statement-breakpoint
CREATE INDEX "channel_notification_seen_idx" ON "channel_notification" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "reconcile_run_created_idx" ON "reconcile_run" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reconcile_run_alert_idx" ON "reconcile_run" USING btree ("alert","acknowledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_account_biz_uq" ON "sandbox_account" USING btree ("channel","biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_account_no_uq" ON "sandbox_account" USING btree ("account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_card_biz_uq" ON "sandbox_card" USING btree ("channel","biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_card_request_uq" ON "sandbox_card" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_card_token_uq" ON "sandbox_card" USING btree ("card_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_txn_biz_uq" ON "sandbox_txn" USING btree ("channel","biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_txn_notify_uq" ON "sandbox_txn" USING btree ("notify_id");--> statement-breakpoint
CREATE INDEX "sandbox_txn_channel_idx" ON "sandbox_txn" USING btree ("channel","status","op");--> statement-breakpoint
CREATE INDEX "credit_apply_bo_idx" ON "credit_apply" USING btree ("bo_id","submitted_at");--> statement-breakpoint
CREATE INDEX "credit_apply_state_idx" ON "credit_apply" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "credit_apply_product_idx" ON "credit_apply" USING btree ("product_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_apply_one_waiting_uq" ON "credit_apply" USING btree ("bo_id","product_id") WHERE state = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "credit_product_state_idx" ON "credit_product" USING btree ("state","listed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_bank_card_live_uq" ON "finance_bank_card" USING btree ("bo_id","card_no_hash") WHERE "finance_bank_card"."status" = 'BOUND';--> statement-breakpoint
CREATE INDEX "finance_bank_card_bo_idx" ON "finance_bank_card" USING btree ("bo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_account_live_uq" ON "finance_account" USING btree ("bo_id","channel") WHERE "finance_account"."status" <> 'CLOSED';--> statement-breakpoint
CREATE UNIQUE INDEX "finance_account_bill_uq" ON "finance_account" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "finance_account_bo_idx" ON "finance_account" USING btree ("bo_id");