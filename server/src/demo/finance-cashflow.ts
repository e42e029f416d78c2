import { eq, and } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../kit/context";
import { createRecharge, payChecked, payOrderByBiz, settle, startWithdrawal, syncByBizId, withdrawalById } from "../modules/cashier";
import { sandboxPayerConfirms } from "../modules/channel";
import { cardForPayout, openAccountOf } from "../modules/finance";
import { bankCard } from "../modules/finance/schema";

const DAY = 86_400_000;
const buyer = { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON" } as const;
const luqin = { memberId: "demo-luqin-admin", boId: "demo-ent-luqin", boType: "ENTERPRISE" } as const;
export interface Who {
  readonly memberId: string;
  readonly boId: string;
  readonly boType: "PERSON" | "ENTERPRISE";
}

/** `ctx` acting for `who`, `daysAgo` days (and `hour` o'clock China time) before now. */
export function actAs(ctx: Ctx, who: Who, daysAgo: number, hour = 10): AuthedCtx {
  const day = new Date(ctx.now.getTime() - daysAgo * DAY);
  day.setUTCHours(hour - 8, 17, 0, 0);
  return {
    ...ctx,
    now: daysAgo === 0 ? ctx.now : day,
    member: { ...who, employeeId: null, loginId: who.memberId, ticketId: "demo", roles: [], funcs: new Set<string>() },
  };
}

/** A recharge paid through the member's SANDBOX-family channel (the payer confirms on the hosted page; the channel's answer is applied). */
export async function rechargeAs(ctx: Ctx, who: Who, daysAgo: number, amount: number, channel: "SANDBOX" | "LDYS" = "SANDBOX") {
  const c = actAs(ctx, who, daysAgo);
  const order = await createRecharge(c, amount);
  await payChecked(c, { bizType: order.bizType, bizId: order.bizId, payerBoId: who.boId, payeeBoId: null, amount, subject: order.subject, channel });
  const paying = await payOrderByBiz(c, order.bizType, order.bizId);
  await sandboxPayerConfirms(c, paying?.channelTxnId ?? "", "SUCCESS");
  await syncByBizId(c, order.bizType, order.bizId);
}

/** The buyer pays 鲁禽 for an order by balance; settled to 鲁禽 (1 % commission) `settleAfter` days later, or left in escrow. */
async function orderPaid(ctx: Ctx, daysAgo: number, bizId: string, amount: number, subject: string, settleAfter: number | null) {
  const r = await payChecked(actAs(ctx, buyer, daysAgo, 15), { bizType: "ORDER", bizId, payerBoId: buyer.boId, payeeBoId: luqin.boId, amount, subject, channel: "BALANCE" });
  if (settleAfter !== null) await settle(actAs(ctx, luqin, daysAgo - settleAfter, 9), r.payId, Math.round(amount / 100));
}

async function withdrawAs(ctx: Ctx, who: Who, daysAgo: number, amount: number) {
  const c = actAs(ctx, who, daysAgo, 16);
  const [card] = await c.db.select({ id: bankCard.id }).from(bankCard).where(and(eq(bankCard.boId, who.boId), eq(bankCard.status, "BOUND")));
  if (!card) return;
  const w = await startWithdrawal(c, amount, await cardForPayout(c, card.id));
  await withdrawalById(c, w.id);
}

/**
 * Demo: balances and a month of cash flow for the buyer (张建国) and 山东鲁禽农牧, through the cashier's
 * own functions and the sandbox channel, so the ledger and the channels reconcile: recharges, the
 * buyer's order payments to 鲁禽 (settled less a 1 % commission, the last one still in escrow), and a
 * withdrawal each. Needs their accounts and cards (finance-accounts.ts runs first); without them it
 * writes nothing.
 */
export async function loadCashflowDemo(ctx: Ctx): Promise<void> {
  if (!(await openAccountOf(ctx, buyer.boId)) || !(await openAccountOf(ctx, luqin.boId))) {
    ctx.log.warn("demo cash flow skipped: the buyer or 鲁禽 has no open finance account");
    return;
  }
  await rechargeAs(ctx, luqin, 29, 2_000_000);
  await rechargeAs(ctx, buyer, 28, 500_000);
  await orderPaid(ctx, 26, "DEMO-ORDER-2611", 128_000, "海兰褐蛋鸡苗 800 羽", 4);
  await orderPaid(ctx, 21, "DEMO-ORDER-2616", 86_050, "蛋鸡配合饲料 20 袋", 3);
  await withdrawAs(ctx, luqin, 15, 300_000);
  await rechargeAs(ctx, buyer, 12, 200_000);
  await orderPaid(ctx, 9, "DEMO-ORDER-2628", 45_000, "自动饮水器 30 套", 2);
  await withdrawAs(ctx, buyer, 7, 50_000);
  await orderPaid(ctx, 2, "DEMO-ORDER-2703", 23_600, "禽用疫苗（新城疫）", null);
  await rechargeAs(ctx, buyer, 1, 30_000);
}
