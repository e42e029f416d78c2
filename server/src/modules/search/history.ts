import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { SEARCH_HISTORY_KEEP, type SearchHistoryItem, type SearchHistoryKind } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import { lockOwner } from "../../kit/owned-defaults";
import { searchHistory } from "./schema";

const KINDS: readonly SearchHistoryKind[] = ["goods", "shop", "demand"];

type Row = typeof searchHistory.$inferSelect;
const view = (r: Row): SearchHistoryItem => ({
  id: r.id,
  kind: r.kind,
  keyword: r.keyword,
  searchCount: r.searchCount,
  searchedAt: iso(r.searchedAt),
});

/** The person's history within the identity they act for. */
const mine = (ctx: AuthedCtx) => and(eq(searchHistory.boId, ctx.member.boId), eq(searchHistory.memberId, ctx.member.memberId));

/** Collapses inner whitespace so "蛋鸡  苗" and "蛋鸡 苗" are one entry. */
const normalise = (kw: string) => kw.trim().replace(/\s+/g, " ");

export async function listHistory(ctx: AuthedCtx, q: { kind?: SearchHistoryKind }) {
  const rows = await ctx.db
    .select()
    .from(searchHistory)
    .where(and(mine(ctx), q.kind ? eq(searchHistory.kind, q.kind) : undefined))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id));
  return (q.kind ? [q.kind] : KINDS).map((kind) => ({
    kind,
    items: rows.filter((r) => r.kind === kind).slice(0, SEARCH_HISTORY_KEEP).map(view),
  }));
}

/**
 * Records a search. The person's history is locked for the transaction (advisory lock), so concurrent searches
 * by the same person trim one after the other and never leave more than SEARCH_HISTORY_KEEP.
 */
export async function addHistory(ctx: AuthedCtx, input: { kind: SearchHistoryKind; keyword: string }): Promise<SearchHistoryItem> {
  const keyword = normalise(input.keyword);
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "search_history", ctx.member.memberId);
    const [row] = await tx.db
      .insert(searchHistory)
      .values({ boId: ctx.member.boId, memberId: ctx.member.memberId, kind: input.kind, keyword, searchedAt: ctx.now })
      .onConflictDoUpdate({
        target: [searchHistory.boId, searchHistory.memberId, searchHistory.kind, searchHistory.keyword],
        set: { searchedAt: ctx.now, searchCount: sql`${searchHistory.searchCount} + 1` },
      })
      .returning();
    const keep = tx.db
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(and(mine(ctx), eq(searchHistory.kind, input.kind)))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_KEEP);
    await tx.db.delete(searchHistory).where(and(mine(ctx), eq(searchHistory.kind, input.kind), notInArray(searchHistory.id, keep)));
    return view(row);
  });
}

/** Deletes one entry (by id), a kind's entries, or all of the person's entries. */
export async function deleteHistory(ctx: AuthedCtx, q: { id?: string; kind?: SearchHistoryKind; all?: boolean }) {
  if (q.id) {
    const rows = await ctx.db
      .delete(searchHistory)
      .where(and(mine(ctx), eq(searchHistory.id, q.id), q.kind ? eq(searchHistory.kind, q.kind) : undefined))
      .returning({ id: searchHistory.id });
    if (!rows.length) throw notFound("搜索记录");
    return { deleted: 1 };
  }
  const rows = await ctx.db
    .delete(searchHistory)
    .where(and(mine(ctx), q.kind ? eq(searchHistory.kind, q.kind) : undefined))
    .returning({ id: searchHistory.id });
  return { deleted: rows.length };
}
