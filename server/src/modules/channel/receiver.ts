/**
 * Our receiver of channel notifications: whatever delivers one (a bank's POST to
 * `/api/finance/channel/notify/1.0`, or the sandbox's delivery job) comes here. In one transaction it
 * verifies the signature with the channel's adapter, records the notification once per
 * (channel, notifyId) — repeats only count as duplicates — and, for the first genuine delivery only,
 * emits `channel.result`, so the subscribers (the cashier) settle in that same transaction. A
 * notification whose signature fails, or that the channel's own record of the transaction does not
 * back (adapter.disagreement), is recorded apart (verified = false, with the reason) and never emitted.
 *
 * Refused notifications are bounded, since anyone may send them (only the per-IP rate limit stands in
 * front of the receiver): a refused one keeps only the first REFUSED_EXCERPT characters of its body
 * (and at most 200 of its signature) with the SHA-256 and length of the whole, and each channel keeps only its
 * REFUSED_KEEP most recently seen refused notifications — recording one more prunes the oldest beyond
 * that, in the same transaction. Genuine notifications are kept whole and never pruned.
 */
import { createHash } from "node:crypto";
import { BizError } from "../../kit/errors";
import { type OutsideChannel } from "@qinlian/contract";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { inTx, type Ctx } from "../../kit/context";
import { emit } from "../../kit/events";
import { adapterOf } from "./adapters";
import { channelNotification } from "./schema";

/** Characters of a refused notification's body kept (a genuine sandbox body is about 300). */
export const REFUSED_EXCERPT = 1024;
/** Refused notifications kept per channel (the most recently seen). */
export const REFUSED_KEEP = 500;

export interface RawNotification {
  readonly channel: OutsideChannel;
  readonly body: string;
  readonly signature: string;
}

export interface Received {
  readonly notifyId: string;
  readonly verified: boolean;
  /** Seen before (this delivery changed nothing but the count). */
  readonly duplicate: boolean;
  /** Why it was refused (unverified only). */
  readonly error: string | null;
}

/** The notifyId an unverified body claims, else a hash of the body (only to group repeats). */
function claimedId(body: string): string {
  try {
    const v: unknown = JSON.parse(body);
    if (v && typeof v === "object" && "notifyId" in v && typeof v.notifyId === "string" && v.notifyId.length <= 80) return v.notifyId;
  } catch {
    // not JSON: grouped by its hash
  }
  return `sha256:${createHash("sha256").update(body).digest("hex").slice(0, 32)}`;
}

/** Records one delivery of a notification (see the file's comment); runs in the caller's transaction. */
export function receiveNotification(ctx: Ctx, raw: RawNotification): Promise<Received> {
  return inTx(ctx, async (tx) => {
    let result: ReturnType<ReturnType<typeof adapterOf>["verifyNotification"]> | null = null;
    let error: string | null = null;
    try {
      result = adapterOf(raw.channel).verifyNotification(raw);
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      error = e.message;
    }
    // a genuine signature over a body the channel's books do not back (forged with a known key) is refused too
    const disagreement = result ? await adapterOf(raw.channel).disagreement(tx, result) : null;
    if (disagreement) [result, error] = [null, disagreement];
    const notifyId = result?.notifyId ?? claimedId(raw.body);
    const verified = result !== null;
    const bodySha256 = createHash("sha256").update(raw.body).digest("hex");
    const inserted = await tx.db
      .insert(channelNotification)
      .values({
        channel: raw.channel,
        notifyId,
        verified,
        body: verified ? raw.body : raw.body.slice(0, REFUSED_EXCERPT),
        bodySha256,
        bodyLength: raw.body.length,
        signature: verified ? raw.signature : raw.signature.slice(0, 200),
        op: result?.op ?? null,
        bizId: result?.bizId ?? null,
        channelTxnId: result?.channelTxnId ?? null,
        status: result?.status ?? null,
        amount: result?.amount ?? null,
        error,
        firstSeenAt: tx.now,
        lastSeenAt: tx.now,
      })
      .onConflictDoNothing({ target: [channelNotification.channel, channelNotification.notifyId, channelNotification.verified] })
      .returning({ id: channelNotification.id });
    if (inserted.length === 0) {
      await tx.db
        .update(channelNotification)
        .set({ duplicates: sql`${channelNotification.duplicates} + 1`, lastSeenAt: tx.now })
        .where(and(eq(channelNotification.channel, raw.channel), eq(channelNotification.notifyId, notifyId), eq(channelNotification.verified, verified)));
      tx.log.info({ channel: raw.channel, notifyId, verified }, "channel notification repeated");
      return { notifyId, verified, duplicate: true, error };
    }
    if (result) await emit(tx, "channel.result", result);
    else {
      tx.log.warn({ channel: raw.channel, notifyId, error }, "channel notification refused");
      await pruneRefused(tx, raw.channel);
    }
    return { notifyId, verified, duplicate: false, error };
  });
}

/** Keeps only the channel's REFUSED_KEEP most recently seen refused notifications. */
async function pruneRefused(ctx: Ctx, channel: OutsideChannel): Promise<void> {
  const keep = ctx.db
    .select({ id: channelNotification.id })
    .from(channelNotification)
    .where(and(eq(channelNotification.channel, channel), eq(channelNotification.verified, false)))
    .orderBy(desc(channelNotification.lastSeenAt), desc(channelNotification.id))
    .offset(REFUSED_KEEP);
  await ctx.db
    .delete(channelNotification)
    .where(and(eq(channelNotification.channel, channel), eq(channelNotification.verified, false), inArray(channelNotification.id, keep)));
}
