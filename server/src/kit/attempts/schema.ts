import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "../columns";

/**
 * Runs of failed attempts at a secret (a login password, a pay password …), one row per key, used
 * by kit/attempts/limiter.ts. A row whose `until` has passed means nothing and may be deleted.
 */
export const attemptCounter = pgTable(
  "attempt_counter",
  {
    /** What is guarded, e.g. "login:<loginId>", "login-name:<unknown name>", "pay:<boId>". */
    key: text().primaryKey(),
    /** Wrong attempts in the current run. */
    failures: integer().notNull(),
    /** Attempts taken and still being checked; they hold their place in the run until they end. */
    pending: integer().notNull().default(0),
    /** Below the limit: when the run is forgotten; at the limit: when the lock ends. */
    until: ts().notNull(),
  },
  (t) => [index("attempt_counter_until_idx").on(t.until)],
);
