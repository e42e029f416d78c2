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
  | { readonly kind: "NEGATIVE_BALANCE"; readonly accountId: string; readonly owner: string; readonly accountKind: AccountKind; readonly channel: string; readonly cached: number; readonly fromLines: number }
  /**
   * A channel's CLEARING balance is not the mirror of the channel's own record: `ledger` should be
   * −(bank − inFlight) (what the channel moved for us, less what it has not told us yet).
   */
  | { readonly kind: "CLEARING_MISMATCH"; readonly channel: string; readonly ledger: number; readonly bank: number; readonly inFlight: number };

/**
 * A channel's own record of what it moved for the platform (fen; the channel module supplies it):
 * `net` = paid in − refunded − paid out over its successful transactions; `inFlight` = the part of
 * `net` whose notification has not reached us yet (so the ledger cannot have it).
 */
export interface ChannelBook {
  readonly channel: string;
  readonly net: number;
  readonly inFlight: number;
}

/** One channel's CLEARING against its own record. */
export interface ClearingCheck {
  readonly channel: string;
  readonly ledger: number;
  readonly bank: number;
  readonly inFlight: number;
}

export interface ReconcileOptions {
  /**
   * The channels' own records, read in the reconciliation's snapshot (`db` is its transaction). When
   * given, every channel's CLEARING must equal −(net − inFlight) (CLEARING_MISMATCH otherwise).
   */
  readonly channelBooks?: (db: Db, now: Date) => Promise<readonly ChannelBook[]>;
}

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
  /** Each channel's CLEARING against the channel's own record (only when `channelBooks` was given). */
  readonly channels: readonly ClearingCheck[];
  readonly differences: readonly Difference[];
}

/** Most differences listed of each kind (the counts are exact only up to it). */
const LIMIT = 1000;

/**
 * Checks the books: all lines sum to zero, each entry is balanced and has lines, each account's
 * cached balance equals the sum of its lines, no account but CLEARING is below zero. Reads one
 * consistent snapshot (a read-only repeatable-read transaction), so posts running meanwhile cannot
 * show up as false differences. Comparisons are made in the database on exact bigints.
 * With `opts.channelBooks` (the channel module's `reconcileWithChannels` passes the sandbox bank's
 * books), each channel's CLEARING is also compared with the channel's own record, in the same snapshot.
 */
export async function reconcile(db: Db, opts: ReconcileOptions = {}): Promise<ReconcileReport> {
  const checkedAt = new Date();
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
      const channels: ClearingCheck[] = [];
      if (opts.channelBooks) {
        const books = await opts.channelBooks(tx, checkedAt);
        const codes = [...new Set([...Object.keys(clearing), ...books.map((b) => b.channel)])].sort();
        for (const channel of codes) {
          const book = books.find((b) => b.channel === channel);
          const check = { channel, ledger: clearing[channel] ?? 0, bank: book?.net ?? 0, inFlight: book?.inFlight ?? 0 };
          channels.push(check);
          if (check.ledger + check.bank - check.inFlight !== 0) differences.push({ kind: "CLEARING_MISMATCH", ...check });
        }
      }
      return {
        ok: differences.length === 0,
        checkedAt,
        accounts: Number(accounts),
        entries: Number(entries),
        lines: Number(totals.lines),
        total,
        clearing,
        channels,
        differences,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
