CREATE TABLE "state_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "state_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"event" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "demo_content" text;--> statement-breakpoint
CREATE INDEX "state_history_entity_idx" ON "state_history" USING btree ("entity_kind","entity_id","seq");