import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, idColumn, ts } from "../columns";

/**
 * Durable scheduled work (order timeouts, auction closing, reminders...).
 * status: pending → running → done | failed; a failed attempt goes back to pending with a later run_at
 * until max_attempts. A running job whose lease (locked_until) ran out may be claimed again.
 */
export const job = pgTable(
  "job",
  {
    id: idColumn(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts().notNull().defaultNow(),
    status: text({ enum: ["pending", "running", "done", "failed"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedBy: text(),
    lockedUntil: ts(),
    lastError: text(),
    /** At most one unfinished job per key (e.g. "order-timeout:<orderId>"). */
    dedupeKey: text(),
    finishedAt: ts(),
    ...audit(),
  },
  (t) => [
    index("job_due_idx").on(t.status, t.runAt),
    uniqueIndex("job_dedupe_uq").on(t.dedupeKey),
  ],
);
