CREATE TABLE "attempt_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_counter_until_idx" ON "attempt_counter" USING btree ("until");--> statement-breakpoint
ALTER TABLE "member_login" DROP COLUMN "failed_count";--> statement-breakpoint
ALTER TABLE "member_login" DROP COLUMN "locked_until";