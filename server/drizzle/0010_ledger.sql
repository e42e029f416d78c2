CREATE TABLE "journal_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "journal_entry_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"memo" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_line" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_line_amount_nonzero" CHECK ("journal_line"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_nonnegative" CHECK ("ledger_account"."kind" = 'CLEARING' or "ledger_account"."balance" >= 0),
	CONSTRAINT "ledger_account_owner_kind" CHECK (("ledger_account"."owner" = 'PLATFORM') = ("ledger_account"."kind" in ('ESCROW', 'FEES', 'CLEARING')) and ("ledger_account"."kind" = 'CLEARING') = ("ledger_account"."channel" <> ''))
);
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_idem_uq" ON "journal_entry" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "journal_entry_biz_idx" ON "journal_entry" USING btree ("biz_type","biz_id");--> statement-breakpoint
CREATE INDEX "journal_line_account_idx" ON "journal_line" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_line_entry_account_uq" ON "journal_line" USING btree ("entry_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_owner_kind_uq" ON "ledger_account" USING btree ("owner","kind","channel");