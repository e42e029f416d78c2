/**
 * The operator console's order detail: the ledger entries of the order's payment orders (payment,
 * settlement, refund), each line named by its account (owner:kind, channel for clearing).
 * Tables: journal_entry, journal_line, ledger_account (ledger).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { journalEntry, journalLine, ledgerAccount } from "../modules/ledger/schema";

export async function payOrderEntries(ctx: Pick<Ctx, "db">, payIds: readonly string[]) {
  if (!payIds.length) return [];
  const rows = await ctx.db
    .select({ e: journalEntry, amount: journalLine.amount, owner: ledgerAccount.owner, kind: ledgerAccount.kind, channel: ledgerAccount.channel })
    .from(journalEntry)
    .innerJoin(journalLine, eq(journalLine.entryId, journalEntry.id))
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, journalLine.accountId))
    .where(inArray(journalEntry.bizId, [...new Set(payIds)]))
    .orderBy(asc(journalEntry.seq), asc(ledgerAccount.kind));
  const out = new Map<string, { key: string; kind: string; memo: string | null; lines: { account: string; amount: number }[]; createdAt: string }>();
  for (const r of rows) {
    if (r.e.bizType !== "PAY_ORDER") continue;
    const entry = out.get(r.e.id) ?? { key: r.e.idempotencyKey, kind: r.e.kind, memo: r.e.memo, lines: [], createdAt: r.e.createdAt.toISOString() };
    entry.lines.push({ account: `${r.owner}:${r.kind}${r.channel ? `:${r.channel}` : ""}`, amount: Number(r.amount) });
    out.set(r.e.id, entry);
  }
  return [...out.values()];
}
