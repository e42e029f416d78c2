/**
 * The channel module's public face (ARCHITECTURE.md, "Module boundaries" and "Payment channels"): the
 * bank side of money — every outside channel's adapter (today all instances of the sandbox bank), the
 * receiver of channel notifications and its `channel.result` event, the sandbox's switches, and the
 * reconciliation of each channel's CLEARING with the channel's own books. Its tables are private.
 *
 * ## For tests of other modules: having a channel's outcome arrive
 *
 * A payment waits for the payer: `sandboxPayerConfirms(ctx, channelTxnId, "SUCCESS" | "FAILED")` is
 * the payer's click on the hosted page (any ctx, e.g. `t.systemCtx()`). Refunds and withdrawals finish
 * at once at the bank. Either way the notification is an outbox job (kind `channel.notify`): the test
 * app's job runner is not started, so deliver it with
 *
 *     await deliverChannelNotifications(t);            // every delivery due now
 *     await deliverChannelNotifications(t, { late: true }); // also those the notify-late switch holds back
 *
 * which runs `t.runner` until no job is due (so `channel.result` is emitted, and your subscriber runs,
 * before it returns). Flip the switches with `setSandboxSwitches(ctx, code, { decline: true, … })`.
 */
import { inArray, and, eq } from "drizzle-orm";
import type { OutsideChannel, SandboxSwitches } from "@qinlian/contract";
import type { Config } from "../../config";
import { isDemoMode } from "../../config";
import type { Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import type { Subscriber } from "../../kit/events";
import { dailyHandler, scheduleDaily } from "../../kit/jobs/daily";
import type { JobHandler } from "../../kit/jobs/runner";
import { job } from "../../kit/jobs/schema";
import { NOTIFY_JOB } from "./bank-notify";
import { channelCodes } from "./channels";
import { deliverNotificationJob } from "./delivery-job";
import { reconcileDaily } from "./reconcile-runs";
import { channelSetting } from "./schema";

export type { BindCardRequest, BoundCard, ChannelAdapter, ChannelResult, OpenAccountAnswer, OpenAccountRequest, PayRequest } from "./adapter";
export { adapterOf } from "./adapters";
export { channelDefs, channelInfos, type ChannelInfo } from "./channels";
export { sandboxPayerConfirms } from "./hosted-page";
export { receiveNotification, type RawNotification, type Received } from "./receiver";
export { reconcileDaily, reconcileWithChannels, runNow as reconcileNow } from "./reconcile-runs";
export { channelCalls } from "./calls";

/** Background job kinds of this module and their handlers. */
export const channelJobHandlers: readonly (readonly [string, JobHandler])[] = [
  [NOTIFY_JOB, deliverNotificationJob],
  [reconcileDaily.kind, dailyHandler(reconcileDaily)],
];
/** This module's domain-event subscribers (none: it emits `channel.result`, the cashier listens). */
export const channelSubscribers: readonly Subscriber[] = [];

/**
 * Written at every start (idempotent): one setting row per channel (new channels start enabled, except
 * in a production installation that is not a demo: there the sandbox instances start switched off and
 * an operator enables what is real), and the daily reconciliation job.
 */
export async function syncChannelData(db: Db, config: Config): Promise<void> {
  const enabled = config.NODE_ENV !== "production" || isDemoMode(config);
  await db
    .insert(channelSetting)
    .values(channelCodes.map((code) => ({ code, enabled })))
    .onConflictDoNothing({ target: channelSetting.code });
  await scheduleDaily(db, config, reconcileDaily);
}

/** Sets a channel's switches (tests; operators use the console call). */
export async function setSandboxSwitches(ctx: Pick<Ctx, "db">, code: OutsideChannel, switches: Partial<SandboxSwitches> & { enabled?: boolean }): Promise<void> {
  await ctx.db.update(channelSetting).set(switches).where(eq(channelSetting.code, code));
}

/** What `deliverChannelNotifications` needs of a test app. */
export interface DeliveringApp {
  readonly runner: { tick(): Promise<number> };
  readonly database: { readonly db: Db };
}

/**
 * For tests: runs the app's job runner until nothing is due, so every channel notification due now
 * is delivered (and every other job due now runs too). `late: true` first makes the deliveries the
 * notify-late switch holds back due now. Returns how many jobs ran.
 */
export async function deliverChannelNotifications(app: DeliveringApp, opts: { late?: boolean } = {}): Promise<number> {
  if (opts.late) {
    await app.database.db
      .update(job)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(job.kind, NOTIFY_JOB), inArray(job.status, ["pending"])));
  }
  let ran = 0;
  for (let i = 0; i < 100; i++) {
    const n = await app.runner.tick();
    if (n === 0) break;
    ran += n;
  }
  return ran;
}
