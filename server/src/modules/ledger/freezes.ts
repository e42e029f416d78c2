/**
 * What is frozen in a member's FROZEN account and why, read from the ledger itself, whoever froze it
 * (a withdrawal today, an auction's deposit later): every (bizType, bizId) whose lines on the account
 * sum above zero — money moved in (`freeze`, or any entry crediting FROZEN) and not yet all moved out
 * (`unfreeze`, a payout, a forfeit). No caller needs to write anything else for its freeze to show.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { journalEntry, journalLine, ledgerAccount } from "./schema";

export interface OpenFreeze {
  /** The first entry that froze money for this business record. */
  readonly entryId: string;
  /** The entry kind of that first movement (FREEZE, or another kind crediting FROZEN). */
  readonly kind: string;
  readonly bizType: string;
  readonly bizId: string;
  /** Fen still frozen for it. */
  readonly amount: number;
  /** The memo of the first movement in (the freeze's own words). */
  readonly memo: string | null;
  /** When money was first frozen for it. */
  readonly since: Date;
}

/** A member identity's open freezes, newest first, a page at a time, with their count. */
export async function openFreezes(ctx: Pick<Ctx, "db">, boId: string, page: { limit: number; offset: number }): Promise<{ rows: OpenFreeze[]; total: number }> {
  const [acct] = await ctx.db
    .select({ id: ledgerAccount.id })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.owner, boId), eq(ledgerAccount.kind, "FROZEN"), eq(ledgerAccount.channel, "")));
  if (!acct) return { rows: [], total: 0 };
  const groups = ctx.db
    .select({
      bizType: journalEntry.bizType,
      bizId: journalEntry.bizId,
      held: sql<string>`sum(${journalLine.amount})::text`.as("held"),
      since: sql<string>`(extract(epoch from min(${journalEntry.createdAt}) filter (where ${journalLine.amount} > 0)) * 1000)::bigint::text`.as("since_ms"),
      firstSeq: sql<number>`min(${journalEntry.seq}) filter (where ${journalLine.amount} > 0)`.as("first_seq"),
    })
    .from(journalLine)
    .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
    .where(eq(journalLine.accountId, acct.id))
    .groupBy(journalEntry.bizType, journalEntry.bizId)
    .having(sql`sum(${journalLine.amount}) > 0`)
    .as("g");
  const rows = await ctx.db
    .select({ bizType: groups.bizType, bizId: groups.bizId, held: groups.held, since: groups.since, entryId: journalEntry.id, kind: journalEntry.kind, memo: journalEntry.memo })
    .from(groups)
    .innerJoin(journalEntry, eq(journalEntry.seq, groups.firstSeq))
    .orderBy(sql`${groups.firstSeq} desc`)
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(groups);
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      entryId: r.entryId,
      kind: r.kind,
      bizType: r.bizType,
      bizId: r.bizId,
      amount: Number(r.held),
      memo: r.memo,
      since: new Date(Number(r.since)),
    })),
  };
}
