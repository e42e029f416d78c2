import { and, count, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { journalEntry, journalLine, ledgerAccount, type AccountKind } from "./schema";

/** One way the books are wrong. Amounts in fen. */
export type Difference =
  /** All lines together do not sum to zero (money was invented or lost). */
  | { readonly kind: "TOTAL_NOT_ZERO"; readonly total: number }
  /** An entry whose lines do not sum to zero. */
  | { readonly kind: "ENTRY_UNBALANCED"; readonly entryId: string; readonly key: string; readonly sum: number }
  /** An entry without any line. */
  | { readonly kind: "ENTRY_EMPTY"; readonly entryId: string; readonly key: string }
  /** An account's cached balance differs from the sum of its lines. */
  | { readonly kind: "BALANCE_MISMATCH"; readonly accountId: string; readonly owner: string; readonly accountKind: AccountKind; readonly channel: string; readonly cached: number; readonly fromLines: number }
  /** An account that must not go below zero is below zero (by its cache or by its lines). */
  | { readonly kind: "NEGATIVE_BALANCE"; readonly accountId: string; readonly owner: string; readonly accountKind: AccountKind; readonly channel: string; readonly cached: number; readonly fromLines: number };

export interface ReconcileReport {
  /** True when there is no difference. */
  readonly ok: boolean;
  readonly checkedAt: Date;
  readonly accounts: number;
  readonly entries: number;
  readonly lines: number;
  /** Sum of every line ever posted (must be 0). */
  readonly total: number;
  /** CLEARING balance per channel code (what each channel owes us while negative). */
  readonly clearing: Readonly<Record<string, number>>;
  readonly differences: readonly Difference[];
}

/** Most differences listed of each kind (the counts are exact only up to it). */
const LIMIT = 1000;

/**
 * Checks the books: all lines sum to zero, each entry is balanced and has lines, each account's
 * cached balance equals the sum of its lines, no account but CLEARING is below zero. Reads one
 * consistent snapshot (a read-only repeatable-read transaction), so posts running meanwhile cannot
 * show up as false differences. Comparisons are made in the database on exact bigints.
 * (Checking each CLEARING against the channel's own record belongs to the channels, when they come.)
 */
export async function reconcile(db: Db): Promise<ReconcileReport> {
  return db.transaction(
    async (tx) => {
      const [totals] = await tx
        .select({ lines: count(), total: sql<string>`coalesce(sum(${journalLine.amount}), 0)::text` })
        .from(journalLine);
      const [{ entries }] = await tx.select({ entries: count() }).from(journalEntry);
      const [{ accounts }] = await tx.select({ accounts: count() }).from(ledgerAccount);

      const lineSum = sql<string>`coalesce(sum(${journalLine.amount}), 0)`;
      const badEntries = await tx
        .select({ id: journalEntry.id, key: journalEntry.idempotencyKey, sum: sql<string>`${lineSum}::text`, n: count(journalLine.id) })
        .from(journalEntry)
        .leftJoin(journalLine, eq(journalLine.entryId, journalEntry.id))
        .groupBy(journalEntry.id)
        .having(or(ne(lineSum, sql`0`), eq(count(journalLine.id), 0)))
        .orderBy(journalEntry.seq)
        .limit(LIMIT);

      const sums = tx
        .select({ accountId: journalLine.accountId, sum: sql<string>`sum(${journalLine.amount})`.as("sum") })
        .from(journalLine)
        .groupBy(journalLine.accountId)
        .as("sums");
      const fromLines = sql<string>`coalesce(${sums.sum}, 0)`;
      const accountRows = await tx
        .select({
          id: ledgerAccount.id,
          owner: ledgerAccount.owner,
          kind: ledgerAccount.kind,
          channel: ledgerAccount.channel,
          cached: sql<string>`${ledgerAccount.balance}::text`,
          fromLines: sql<string>`${fromLines}::text`,
          mismatch: sql<boolean>`${ledgerAccount.balance} <> ${fromLines}`,
        })
        .from(ledgerAccount)
        .leftJoin(sums, eq(sums.accountId, ledgerAccount.id))
        .where(
          or(
            sql`${ledgerAccount.balance} <> ${fromLines}`,
            and(ne(ledgerAccount.kind, "CLEARING"), or(sql`${ledgerAccount.balance} < 0`, sql`${fromLines} < 0`)),
            eq(ledgerAccount.kind, "CLEARING"),
          ),
        )
        .orderBy(ledgerAccount.owner, ledgerAccount.kind, ledgerAccount.channel)
        .limit(LIMIT);

      const differences: Difference[] = [];
      const total = Number(totals.total);
      if (totals.total !== "0") differences.push({ kind: "TOTAL_NOT_ZERO", total });
      for (const e of badEntries) {
        differences.push(
          Number(e.n) === 0 ? { kind: "ENTRY_EMPTY", entryId: e.id, key: e.key } : { kind: "ENTRY_UNBALANCED", entryId: e.id, key: e.key, sum: Number(e.sum) },
        );
      }
      const clearing: Record<string, number> = {};
      for (const a of accountRows) {
        const at = { accountId: a.id, owner: a.owner, accountKind: a.kind, channel: a.channel, cached: Number(a.cached), fromLines: Number(a.fromLines) };
        if (a.kind === "CLEARING") clearing[a.channel] = Number(a.cached);
        if (a.mismatch) differences.push({ kind: "BALANCE_MISMATCH", ...at });
        if (a.kind !== "CLEARING" && (at.cached < 0 || a.fromLines.startsWith("-"))) differences.push({ kind: "NEGATIVE_BALANCE", ...at });
      }
      return {
        ok: differences.length === 0,
        checkedAt: new Date(),
        accounts: Number(accounts),
        entries: Number(entries),
        lines: Number(totals.lines),
        total,
        clearing,
        differences,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
