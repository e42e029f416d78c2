import type { CashFlowDirection, CashFlowKind, CashFlowStatus, PayChannel } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { newId } from "../../kit/ids";
import { insertRows } from "../../kit/statement";
import { balancesAfter, type Entry } from "../ledger";
import { cashFlow } from "./schema";

export interface FlowRow {
  readonly boId: string;
  readonly kind: CashFlowKind;
  readonly direction: CashFlowDirection;
  readonly amount: number;
  readonly status: CashFlowStatus;
  readonly channel?: PayChannel | null;
  readonly memo?: string | null;
}

/** One cash-flow row: the member's side of a movement, where it stands (`at`) and the balances after. */
function flowValues(
  ctx: Ctx,
  r: FlowRow,
  at: { readonly bizType: string; readonly bizId: string; readonly entryId: string | null; readonly status: CashFlowStatus; readonly availableAfter: number; readonly frozenAfter: number },
) {
  return {
    id: newId(),
    boId: r.boId,
    kind: r.kind,
    direction: r.direction,
    amount: r.amount,
    availableAfter: at.availableAfter,
    frozenAfter: at.frozenAfter,
    status: at.status,
    channel: r.channel ?? null,
    bizType: at.bizType,
    bizId: at.bizId,
    entryId: at.entryId,
    memo: r.memo ?? null,
    createdAt: ctx.now,
  };
}

/**
 * Writes the cash-flow rows of one ledger entry, in the caller's transaction (the one that posted it).
 * Balances after come from the entry's lines (exact: the post holds those accounts' rows until
 * commit); an account of the member the entry did not touch is read as it stands (0 if it does not
 * exist yet: no account is opened just to be shown). A duplicate entry
 * (the same key posted before) writes nothing: its rows were written with the first post.
 */
export async function recordFlow(ctx: Ctx, entry: Entry, rows: readonly FlowRow[]): Promise<void> {
  if (entry.duplicate) return;
  for (const r of rows) {
    const after = await balancesAfter(ctx, entry, r.boId);
    await insertRows(ctx.db, cashFlow, [flowValues(ctx, r, { ...entry, entryId: entry.id, status: r.status, availableAfter: after.available, frozenAfter: after.frozen })], { ignoreConflict: true });
  }
}

/**
 * Writes the cash-flow row of money asked to move but not booked yet (a refund through a channel,
 * waiting for the channel's result): status ONGOING, no entry, the member's balances as they stand
 * (such a movement never touches them). Returns the row's id, for `closeFlow`.
 */
export async function openFlow(ctx: Ctx, biz: { readonly bizType: string; readonly bizId: string }, r: FlowRow): Promise<string> {
  const now = await balancesAfter(ctx, { lines: [] }, r.boId);
  const [row] = await ctx.db
    .insert(cashFlow)
    .values(flowValues(ctx, r, { ...biz, entryId: null, status: "ONGOING", availableAfter: now.available, frozenAfter: now.frozen }))
    .returning({ id: cashFlow.id });
  return row.id;
}

/** Finishes a row `openFlow` wrote: DONE with the entry that booked it, or FAILED (nothing moved). */
export async function closeFlow(ctx: Ctx, flowId: string, outcome: { readonly status: "DONE"; readonly entry: Entry } | { readonly status: "FAILED" }): Promise<void> {
  await ctx.db
    .update(cashFlow)
    .set({ status: outcome.status, entryId: outcome.status === "DONE" ? outcome.entry.id : null, updatedAt: ctx.now })
    .where(and(eq(cashFlow.id, flowId), eq(cashFlow.status, "ONGOING")));
}

/** Marks a member's ONGOING rows of one business record DONE (a withdrawal settled or returned). */
export async function finishFlow(ctx: Ctx, boId: string, bizType: string, bizId: string): Promise<void> {
  await ctx.db
    .update(cashFlow)
    .set({ status: "DONE", updatedAt: ctx.now })
    .where(and(eq(cashFlow.boId, boId), eq(cashFlow.bizType, bizType), eq(cashFlow.bizId, bizId), eq(cashFlow.status, "ONGOING")));
}
