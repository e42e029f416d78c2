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
CREATE UNIQUE INDEX "message_member_dedupe_uq" ON "message" USING btree ("member_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "message_member_time_idx" ON "message" USING btree ("member_id","created_at");