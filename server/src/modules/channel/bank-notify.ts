/**
 * The sandbox bank's side of notifications: finishing a transaction (its outcome in the bank's books)
 * and sending the signed notification of it through the outbox, as the switches say. The delivery
 * job (delivery-job.ts) hands it to our receiver.
 */
import { type ChannelTxnStatus, type OutsideChannel } from "@qinlian/contract";
import { and, eq, sql } from "drizzle-orm";
import { inTx, type Ctx } from "../../kit/context";
import { conflict } from "../../kit/errors";
import { afterCommit } from "../../kit/outbox";
import type { ChannelResult } from "./adapter";
import { sandboxKey, settingOf, signBody } from "./channels";
import { sandboxTxn } from "./schema";

export type TxnRow = typeof sandboxTxn.$inferSelect;

/** The job kind that delivers one notification. */
export const NOTIFY_JOB = "channel.notify";

/** What a notification (and a query) says of a transaction. */
export function resultOf(t: TxnRow): ChannelResult {
  return {
    channel: t.channel as OutsideChannel,
    op: t.op,
    bizId: t.bizId,
    channelTxnId: t.id,
    status: t.status,
    amount: t.amount,
    reason: t.reason,
    at: (t.finishedAt ?? t.createdAt).toISOString(),
  };
}

/** The notification's body (a JSON text) and its signature; `bad` signs with a wrong key. */
export function notificationOf(t: TxnRow, bad: boolean): { body: string; signature: string } {
  const body = JSON.stringify({ notifyId: t.notifyId, ...resultOf(t) });
  const key = sandboxKey(t.channel as OutsideChannel);
  return { body, signature: signBody(bad ? Buffer.from(`${key.toString("hex")}-wrong`) : key, body) };
}

/** Queues `n` deliveries of the transaction's notification (after `delaySeconds`); returns the row. */
async function queueDeliveries(ctx: Ctx, t: TxnRow, n: number, delaySeconds: number, bad: boolean): Promise<void> {
  const runAt = delaySeconds > 0 ? new Date(ctx.now.getTime() + delaySeconds * 1000) : undefined;
  const [row] = await ctx.db
    .update(sandboxTxn)
    .set({ deliveries: sql`${sandboxTxn.deliveries} + ${n}`, notifyState: sql`case when ${sandboxTxn.notifyState} = 'DELIVERED' then 'DELIVERED' else 'SCHEDULED' end` })
    .where(eq(sandboxTxn.id, t.id))
    .returning({ deliveries: sandboxTxn.deliveries });
  for (let k = row.deliveries - n + 1; k <= row.deliveries; k++) {
    await afterCommit(ctx, { kind: NOTIFY_JOB, key: `${NOTIFY_JOB}:${t.notifyId}:${k}`, payload: { txnId: t.id, bad }, runAt, maxAttempts: 8 });
  }
}

/**
 * Puts the bank's outcome of a pending transaction in its books and notifies as the channel's
 * switches say: decline (a SUCCESS becomes FAILED), time out (never notify), notify twice, notify
 * late, bad signature. Runs in the caller's transaction; a transaction already finished is a CONFLICT.
 */
export async function finishTxn(ctx: Ctx, t: TxnRow, outcome: Exclude<ChannelTxnStatus, "PENDING">, reason: string | null): Promise<TxnRow> {
  return inTx(ctx, async (tx) => {
    const s = await settingOf(tx, t.channel as OutsideChannel);
    const declined = outcome === "SUCCESS" && s.decline;
    const [done] = await tx.db
      .update(sandboxTxn)
      .set({
        status: declined ? "FAILED" : outcome,
        reason: declined ? "银行拒绝交易（沙箱开关：拒绝）" : reason,
        finishedAt: tx.now,
        notifyState: s.timeout ? "WITHHELD" : "NONE",
      })
      .where(and(eq(sandboxTxn.id, t.id), eq(sandboxTxn.status, "PENDING")))
      .returning();
    if (!done) throw conflict("该交易已处理，请勿重复操作");
    if (!s.timeout) await queueDeliveries(tx, done, s.notifyTwice ? 2 : 1, s.notifyDelaySeconds, s.badSignature);
    const [after] = await tx.db.select().from(sandboxTxn).where(eq(sandboxTxn.id, t.id));
    return after;
  });
}

/**
 * Sends a finished transaction's notification once more, now (an operator's redelivery; the bad
 * signature switch still applies). Same notifyId: a notification already taken counts as a duplicate.
 */
export async function notifyAgain(ctx: Ctx, txnId: string): Promise<{ notifyId: string }> {
  return inTx(ctx, async (tx) => {
    const [t] = await tx.db.select().from(sandboxTxn).where(eq(sandboxTxn.id, txnId)).for("update");
    if (!t) throw conflict("渠道交易不存在");
    if (t.status === "PENDING") throw conflict("交易尚未完成，没有结果可通知");
    const s = await settingOf(tx, t.channel as OutsideChannel);
    await queueDeliveries(tx, t, 1, 0, s.badSignature);
    return { notifyId: t.notifyId };
  });
}
