import { and, eq, gt, gte, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db";
import { attemptCounter as c } from "./schema";

/**
 * How many wrong attempts in a row a secret allows, and for how long: `max` wrong ones, each within
 * `windowMs` of the one before, lock it for `windowMs` (login: 5 and 15 minutes; pay password:
 * 5 and 3 hours). A right one ends the run.
 */
export interface AttemptRule {
  readonly max: number;
  readonly windowMs: number;
}

export type AttemptOutcome =
  | { readonly kind: "passed" }
  /** Wrong; `left` more wrong ones are allowed before the lock. */
  | { readonly kind: "failed"; readonly left: number }
  /**
   * Refused, nothing checked: locked until `until` by this wrong attempt (`justNow`) or already; or
   * `busy`: not locked, but every place of the run is held by checks still in progress (a right
   * answer among them may end the run: a caller that expects its own parallel right answers — the
   * cashier's pay password — may try again shortly).
   */
  | { readonly kind: "locked"; readonly until: Date; readonly justNow: boolean; readonly busy: boolean };

/**
 * Takes a place in the run of `key` BEFORE the secret is checked, in one statement (INSERT … ON
 * CONFLICT DO UPDATE … WHERE): refused when the wrong attempts plus the checks in progress reach
 * `max`. So however many requests race, at most `max` secrets are checked per run. A run whose
 * `until` has passed starts again from nothing. Returns false when no place was free.
 */
async function take(db: Db, key: string, rule: AttemptRule, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + rule.windowMs);
  const over = lte(c.until, now);
  const [row] = await db
    .insert(c)
    .values({ key, failures: 0, pending: 1, until })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        failures: sql`case when ${over} then 0 else ${c.failures} end`,
        pending: sql`case when ${over} then 1 else ${c.pending} + 1 end`,
        until,
      },
      setWhere: or(over, lt(sql`${c.failures} + ${c.pending}`, rule.max)),
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  // A new key: sweep the rows that mean nothing any more, so keys nobody uses again (unknown login
  // names) do not pile up.
  if (row?.created) await db.delete(c).where(lte(c.until, now));
  return Boolean(row);
}

/**
 * Ends a taken attempt. Wrong: it counts, and the `max`th wrong one locks the key for `windowMs`.
 * Right: the run ends, unless other attempts taken meanwhile are still being checked (then only
 * this one's place is given back, so a right answer racing with guesses frees no place for more).
 */
async function finish(db: Db, key: string, rule: AttemptRule, now: Date, right: boolean): Promise<number> {
  const pending = sql`greatest(${c.pending} - 1, 0)`;
  const [row] = await db
    .update(c)
    .set(
      right
        ? { pending, failures: sql`case when ${c.pending} <= 1 then 0 else ${c.failures} end` }
        : { pending, failures: sql`${c.failures} + 1`, until: new Date(now.getTime() + rule.windowMs) },
    )
    .where(eq(c.key, key))
    .returning({ failures: c.failures });
  return row?.failures ?? (right ? 0 : 1);
}

/** When the lock on `key` ends, or null when it is not locked. */
export async function lockedUntil(db: Db, key: string, rule: AttemptRule, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: c.until })
    .from(c)
    .where(and(eq(c.key, key), gte(c.failures, rule.max), gt(c.until, now)));
  return row?.until ?? null;
}

/** Ends the run of `key` (a password reset …), lifting any lock. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(c).where(eq(c.key, key));
}

/**
 * One guarded attempt: takes its place (or reports the lock, checking nothing), runs `check`, and
 * ends the attempt with the result.
 */
export async function attempt(db: Db, key: string, rule: AttemptRule, now: Date, check: () => Promise<boolean>): Promise<AttemptOutcome> {
  if (!(await take(db, key, rule, now))) {
    // Locked, or every place is held by checks still running: refused either way, until the run ends.
    const [row] = await db.select({ until: c.until, failures: c.failures }).from(c).where(eq(c.key, key));
    const busy = !row || row.failures < rule.max || row.until <= now;
    return { kind: "locked", until: row?.until ?? new Date(now.getTime() + rule.windowMs), justNow: false, busy };
  }
  let right: boolean;
  try {
    right = await check();
  } catch (e) {
    await finish(db, key, rule, now, false); // a check that broke counts as wrong
    throw e;
  }
  const failures = await finish(db, key, rule, now, right);
  if (right) return { kind: "passed" };
  if (failures >= rule.max) return { kind: "locked", until: new Date(now.getTime() + rule.windowMs), justNow: true, busy: false };
  return { kind: "failed", left: rule.max - failures };
}
