CREATE TABLE "pay_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"pay_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"channel" text NOT NULL,
	"channel_biz_id" text NOT NULL,
	"pay_biz_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'ONGOING' NOT NULL,
	"fail_reason" text,
	"channel_txn_id" text,
	"flow_id" text,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_refund_amount_positive" CHECK ("pay_refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_flow" ALTER COLUMN "entry_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_refund_uq" ON "pay_refund" USING btree ("pay_id","refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_refund_channel_biz_uq" ON "pay_refund" USING btree ("channel","channel_biz_id");