/**
 * Withdrawals: the member's available money to their bound card. The amount (fee included) is frozen
 * while PENDING (ledger `freeze`, which refuses an overdraw under any concurrency), the channel is asked
 * to pay amount − fee to the card, and its notification settles it once: paid (FROZEN → CLEARING +
 * FEES) or returned (`unfreeze`). Fee and arrival rules: rules.ts.
 */
import type { ChannelResult } from "../channel";
import { eq } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { transition } from "../../kit/transition";
import { adapterOf } from "../channel";
import { cardForPayout, requireOpenAccount, verifyPayPassword } from "../finance";
import { clearingAccount, feesAccount, freeze, isInsufficient, memberAccount, post, unfreeze } from "../ledger";
import { finishFlow, recordFlow } from "./flow";
import { WITHDRAW_ARRIVAL_DAYS, withdrawFee, workingDaysAfter } from "./rules";
import { withdrawal } from "./schema";
import type { WithdrawalRow } from "./views";
import { withdrawalMachine } from "./withdraw-machine";

const BIZ = "WITHDRAWAL";

type PayoutCard = Awaited<ReturnType<typeof cardForPayout>>;

export async function requestWithdrawal(ctx: AuthedCtx, i: { amount: number; cardId: string; payPassword: string }): Promise<WithdrawalRow> {
  if (!Number.isSafeInteger(i.amount) || i.amount <= 0) throw invalid("amount", "提现金额须大于 0");
  const fee = withdrawFee(i.amount);
  if (i.amount <= fee) throw invalid("amount", `提现金额须大于手续费 ${(fee / 100).toFixed(2)} 元`);
  await requireOpenAccount(ctx);
  const card = await cardForPayout(ctx, i.cardId);
  await verifyPayPassword(ctx, i.payPassword);
  return startWithdrawal(ctx, i.amount, card);
}

/**
 * The withdrawal itself, once its checks passed (the pay password above; exported for the
 * concurrency test, which races 50 of these without 50 password checks locking the password).
 */
export async function startWithdrawal(ctx: AuthedCtx, amount: number, card: PayoutCard): Promise<WithdrawalRow> {
  const i = { amount };
  const fee = withdrawFee(amount);
  const boId = ctx.member.boId;
  return inTx(ctx, async (tx) => {
    const id = newId();
    const [row] = await tx.db
      .insert(withdrawal)
      .values({
        id,
        boId,
        memberId: ctx.member.memberId,
        amount: i.amount,
        fee,
        channel: card.channel,
        cardId: card.id,
        bankName: card.bankName,
        cardNoMasked: card.cardNoMasked,
        expectedDate: workingDaysAfter(tx.now, WITHDRAW_ARRIVAL_DAYS),
        createdAt: tx.now,
      })
      .returning();
    if (!row) throw new Error("withdrawal insert returned nothing");
    let entry;
    try {
      entry = await freeze(tx, { boId, amount: i.amount, key: `FREEZE:${id}`, bizType: BIZ, bizId: id, reason: `提现至 ${card.bankName} ${card.cardNoMasked}` });
    } catch (e) {
      if (isInsufficient(e)) throw invalid("amount", "提现金额不能超过可用余额");
      throw e;
    }
    await recordFlow(tx, entry, [{ boId, kind: "WITHDRAW_FREEZE", direction: "FREEZE", amount: i.amount, status: "ONGOING", channel: card.channel, memo: `提现冻结（${card.bankName} ${card.cardNoMasked}）` }]);
    const sent = await adapterOf(card.channel).withdraw(tx, { bizId: id, amount: i.amount - fee, cardToken: card.cardToken });
    const [updated] = await tx.db.update(withdrawal).set({ channelTxnId: sent.channelTxnId }).where(eq(withdrawal.id, id)).returning();
    return updated ?? row;
  });
}

/**
 * Applies a channel's word on a withdrawal (in the caller's transaction); duplicates (the outcome that
 * settled it, told again: logged at debug) and mismatches (logged as ignored) change nothing.
 */
export async function applyWithdrawResult(ctx: Ctx, r: ChannelResult): Promise<"paid" | "returned" | "duplicate" | "ignored"> {
  const [row] = await ctx.db.select().from(withdrawal).where(eq(withdrawal.id, r.bizId)).for("update");
  const ignore = (why: string) => {
    ctx.log.warn({ channel: r.channel, bizId: r.bizId, status: r.status, why }, "channel withdrawal result ignored");
    return "ignored" as const;
  };
  if (!row) return ignore("no such withdrawal");
  if (row.channel !== r.channel) return ignore(`channel ${r.channel} is not the withdrawal's ${row.channel}`);
  if (row.state !== "PENDING") {
    // the outcome that settled it, told again (the notification after a query applied it, a repeat)
    const same = (row.state === "PAID" && r.status === "SUCCESS" && (row.channelTxnId === null || row.channelTxnId === r.channelTxnId)) || (row.state === "RETURNED" && r.status === "FAILED");
    if (!same) return ignore(`withdrawal already ${row.state} (late or out of order)`);
    ctx.log.debug({ channel: r.channel, bizId: r.bizId }, "channel withdrawal result already applied");
    return "duplicate";
  }
  if (r.status === "PENDING") return ignore("pending");
  if (r.status === "SUCCESS") {
    const net = row.amount - row.fee;
    if (r.amount !== net) return ignore(`amount ${r.amount} is not the payout ${net}`);
    const entry = await post(ctx, {
      key: `WITHDRAW:${row.id}`,
      kind: "WITHDRAW",
      bizType: BIZ,
      bizId: row.id,
      memo: `提现至 ${row.bankName} ${row.cardNoMasked}`,
      lines: [
        { account: memberAccount(row.boId, "FROZEN"), amount: -row.amount },
        { account: clearingAccount(row.channel), amount: net },
        ...(row.fee > 0 ? [{ account: feesAccount(), amount: row.fee }] : []),
      ],
    });
    await transition(ctx, withdrawalMachine, row, "paidOut", { patch: { finishedAt: ctx.now, channelTxnId: r.channelTxnId } });
    await finishFlow(ctx, row.boId, BIZ, row.id);
    await recordFlow(ctx, entry, [
      { boId: row.boId, kind: "WITHDRAW", direction: "OUT", amount: net, status: "DONE", channel: row.channel, memo: `提现到账 ${row.bankName} ${row.cardNoMasked}` },
      ...(row.fee > 0 ? [{ boId: row.boId, kind: "FEE" as const, direction: "OUT" as const, amount: row.fee, status: "DONE" as const, channel: row.channel, memo: "提现手续费" }] : []),
    ]);
    return "paid";
  }
  const entry = await unfreeze(ctx, { boId: row.boId, amount: row.amount, key: `UNFREEZE:${row.id}`, bizType: BIZ, bizId: row.id, reason: r.reason ?? "渠道退回" });
  await transition(ctx, withdrawalMachine, row, "returned", { patch: { finishedAt: ctx.now, failReason: r.reason ?? "渠道退回" }, reason: r.reason });
  await finishFlow(ctx, row.boId, BIZ, row.id);
  await recordFlow(ctx, entry, [{ boId: row.boId, kind: "WITHDRAW_RETURN", direction: "UNFREEZE", amount: row.amount, status: "DONE", channel: row.channel, memo: r.reason ?? "提现退回" }]);
  return "returned";
}

/** The caller's withdrawal; while PENDING, asks the channel and applies a final answer at once (the later notification is then a duplicate). */
export async function withdrawalById(ctx: AuthedCtx, id: string): Promise<WithdrawalRow> {
  const [row] = await ctx.db.select().from(withdrawal).where(eq(withdrawal.id, id));
  if (!row || row.boId !== ctx.member.boId) throw notFound("提现记录");
  return row.state === "PENDING" ? syncWithdrawal(ctx, row) : row;
}

async function syncWithdrawal(ctx: Ctx, row: WithdrawalRow): Promise<WithdrawalRow> {
  const answer = await adapterOf(row.channel).query(ctx, row.id);
  if (!answer || answer.op !== "WITHDRAW" || answer.status === "PENDING") return row;
  await inTx(ctx, (tx) => applyWithdrawResult(tx, answer));
  const [now] = await ctx.db.select().from(withdrawal).where(eq(withdrawal.id, row.id));
  return now ?? row;
}
