ALTER TABLE "pay_refund" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_refund" ADD COLUMN "way" text DEFAULT 'CHANNEL' NOT NULL;
