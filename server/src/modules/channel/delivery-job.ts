/**
 * The sandbox bank's delivery of one notification: it hands the signed notification to our receiver
 * (receiver.ts) in the job's transaction — what a real bank's POST to `/api/finance/channel/notify/1.0`
 * does — so recording it, emitting `channel.result`, the subscribers' settlement and the job's "done"
 * commit together, exactly once. A failing subscriber rolls it all back and the job retries with backoff.
 */
import type { OutsideChannel } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import type { JobHandler } from "../../kit/jobs/runner";
import { notificationOf } from "./bank-notify";
import { receiveNotification } from "./receiver";
import { sandboxTxn } from "./schema";

/**
 * The delivery job: signs the transaction's notification and hands it to our receiver. A refused
 * notification (bad signature) is recorded by the receiver and marks the bank's copy REFUSED; the
 * job itself is done (the bank does not retry a refusal; an operator redelivers).
 */
export const deliverNotificationJob: JobHandler = async (payload, ctx) => {
  const txnId = typeof payload.txnId === "string" ? payload.txnId : "";
  const [t] = await ctx.db.select().from(sandboxTxn).where(eq(sandboxTxn.id, txnId)).for("update");
  if (!t) throw new Error(`sandbox transaction ${txnId} not found`);
  const n = notificationOf(t, payload.bad === true);
  const got = await receiveNotification(ctx, { channel: t.channel as OutsideChannel, ...n });
  const next = got.verified ? "DELIVERED" : t.notifyState === "DELIVERED" ? "DELIVERED" : "REFUSED";
  await ctx.db.update(sandboxTxn).set({ notifyState: next }).where(eq(sandboxTxn.id, t.id));
};
