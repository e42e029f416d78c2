/**
 * Money given back through an outside channel: the one path the cashier's channel refunds share —
 * a late payment's (late-payment.ts) and a channel-paid order's (pay-refund.ts).
 *
 * 1. Asking: in the caller's transaction the channel is asked to refund (`adapter.refund`, in a
 *    savepoint: a refusal by the bank must not abort the caller's transaction). The refund's business
 *    id is stable, so a repeat is the same refund at the bank. Nothing is booked yet: until the
 *    channel tells the outcome the money stays in ESCROW, and the bank's books count the refund as
 *    "in flight", so the channel's CLEARING and the bank still agree (the reconciliation is green).
 * 2. The channel's REFUND notification (a verified `channel.result`, op REFUND): SUCCESS books
 *    ESCROW −a, CLEARING(C) +a under the refund's own idempotency key (a repeated notification or a
 *    redelivery books once) and tells the owner (`refunded`); FAILED tells the owner (`refused`) and
 *    leaves the money in ESCROW, logged as an error for an operator — who retries it from the console
 *    (refund-retry.ts: the same channel under a new business id, or to the payer's balance).
 * 3. A refusal at once (the bank answers the request with an error) is step 2's FAILED, then and there.
 *
 * Who owns a refund is found from the notification's business id (`RefundFinder`: each kind answers
 * for the ids it made); a result no kind claims is logged and changes nothing.
 */
import type { OutsideChannel } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { BizError } from "../../kit/errors";
import type { ChannelResult } from "../channel";
import { adapterOf } from "../channel";
import { clearingAccount, escrowAccount, post, type Entry } from "../ledger";

/** One refund through a channel, as its owner describes it. */
export interface ChannelRefund {
  /** For logs: what is given back (e.g. "late payment", "pay order <id>"). */
  readonly what: string;
  readonly channel: OutsideChannel;
  /** The refund's business id at the channel (stable across repeats). */
  readonly bizId: string;
  /** The payment at the channel it gives back (that payment's business id there). */
  readonly payBizId: string;
  /** Fen asked back; a SUCCESS for another amount changes nothing. */
  readonly amount: number;
  /** The ledger entry its success books (ESCROW −amount, CLEARING(channel) +amount), kind REFUND. */
  readonly booking: { readonly key: string; readonly bizType: string; readonly bizId: string; readonly memo: string };
  /** After the booking, once (a repeated notification finds the key posted and stops before it). */
  refunded(ctx: Ctx, entry: Entry, r: ChannelResult): Promise<void>;
  /** The channel refused it: the owner records it; answers whether that changed anything (false: told before). */
  refused(ctx: Ctx, reason: string): Promise<boolean>;
}

/** Finds the refund a channel's REFUND result is about, among the ones of one kind (null: not one of them). */
export type RefundFinder = (ctx: Ctx, r: ChannelResult) => Promise<ChannelRefund | null>;

async function refuse(ctx: Ctx, ref: ChannelRefund, reason: string): Promise<void> {
  if (!(await ref.refused(ctx, reason))) return;
  ctx.log.error({ channel: ref.channel, bizId: ref.bizId, what: ref.what, amount: ref.amount, reason }, "channel refund refused: the money waits in ESCROW for an operator");
}

/**
 * Asks the channel to refund (step 1), in the caller's transaction. A refusal at once is recorded
 * through `ref.refused` and answered "refused"; any other error than a business one is thrown.
 */
export async function askChannelToRefund(ctx: Ctx, ref: ChannelRefund): Promise<"asked" | "refused"> {
  try {
    await ctx.db.transaction((sp) => adapterOf(ref.channel).refund({ ...ctx, db: sp }, { bizId: ref.bizId, payBizId: ref.payBizId, amount: ref.amount }));
    return "asked";
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
    await refuse(ctx, ref, e.message);
    return "refused";
  }
}

/**
 * A channel's word on a refund (step 2), in the notification's transaction: the first finder that
 * knows the business id owns it. Never throws for a result that does not match (it is logged).
 */
export async function applyRefundResult(ctx: Ctx, r: ChannelResult, finders: readonly RefundFinder[]): Promise<"refunded" | "failed" | "ignored"> {
  const ignore = (why: string) => {
    ctx.log.warn({ channel: r.channel, bizId: r.bizId, status: r.status, why }, "channel refund result ignored");
    return "ignored" as const;
  };
  if (r.status === "PENDING") return ignore("pending");
  let ref: ChannelRefund | null = null;
  for (const find of finders) {
    ref = await find(ctx, r);
    if (ref) break;
  }
  if (!ref) return ignore("no refund of ours has this business id");
  if (ref.channel !== r.channel) return ignore(`channel ${r.channel} is not the refund's ${ref.channel}`);
  if (r.status === "FAILED") {
    await refuse(ctx, ref, r.reason ?? "渠道退款失败");
    return "failed";
  }
  if (r.amount !== ref.amount) return ignore(`amount ${r.amount} is not the refund's ${ref.amount}`);
  const entry = await post(ctx, {
    key: ref.booking.key,
    kind: "REFUND",
    bizType: ref.booking.bizType,
    bizId: ref.booking.bizId,
    memo: ref.booking.memo,
    lines: [
      { account: escrowAccount(), amount: -ref.amount },
      { account: clearingAccount(ref.channel), amount: ref.amount },
    ],
  });
  if (entry.duplicate) return ignore("already refunded");
  await ref.refunded(ctx, entry, r);
  return "refunded";
}
