/**
 * The sandbox bank's hosted payment page (/cashier/htmlShow?txn=…): the payer sees the transaction
 * and confirms or cancels it. Only the payer's own transaction is shown or moved.
 */
import type { OutsideChannel, Parsed, channel } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { finishTxn, type TxnRow } from "./bank-notify";
import { channelDefs } from "./channels";
import { sandboxTxn } from "./schema";

/**
 * What the payer's click on the hosted page does: SUCCESS pays (unless the channel's decline switch
 * turns it into FAILED), FAILED cancels; the notification follows through the outbox as the switches
 * say. Repeating the same outcome changes nothing; a different outcome for a finished payment is a
 * CONFLICT. Tests of other modules call it in place of the payer's click.
 */
export async function sandboxPayerConfirms(ctx: Ctx, channelTxnId: string, outcome: "SUCCESS" | "FAILED"): Promise<TxnRow> {
  return inTx(ctx, async (tx) => {
    const [t] = await tx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.id, channelTxnId), eq(sandboxTxn.op, "PAY"))).for("update");
    if (!t) throw notFound("支付交易");
    if (t.status !== "PENDING") {
      if (t.status === outcome) return t;
      throw conflict(t.status === "SUCCESS" ? "该笔支付已完成" : "该笔支付已取消或被拒绝");
    }
    return finishTxn(tx, t, outcome, outcome === "FAILED" ? "付款人取消支付" : null);
  });
}

async function ownPay(ctx: AuthedCtx, txn: string): Promise<TxnRow> {
  const [t] = await ctx.db
    .select()
    .from(sandboxTxn)
    .where(and(eq(sandboxTxn.id, txn), eq(sandboxTxn.op, "PAY"), eq(sandboxTxn.payerBoId, ctx.member.boId)));
  if (!t) throw notFound("支付交易");
  return t;
}

export async function selPay(ctx: AuthedCtx, input: Parsed<typeof channel.selSandboxPay>) {
  const t = await ownPay(ctx, input.txn);
  const code = t.channel as OutsideChannel;
  return {
    channelTxnId: t.id,
    channel: code,
    channelName: channelDefs[code].name,
    amount: t.amount,
    subject: t.subject,
    payee: ctx.config.SITE_NAME,
    status: t.status,
    returnPath: t.returnPath ?? "/financial/index",
    createdAt: t.createdAt.toISOString(),
  };
}

export async function confirmPay(ctx: AuthedCtx, input: Parsed<typeof channel.sandboxPay>) {
  const t = await ownPay(ctx, input.txn);
  const done = await sandboxPayerConfirms(ctx, t.id, input.action === "CONFIRM" ? "SUCCESS" : "FAILED");
  return { status: done.status, returnPath: done.returnPath ?? "/financial/index" };
}
