/**
 * Refused notifications are bounded: an excerpt of the body with the whole body's hash and length,
 * and only the newest REFUSED_KEEP per channel — an attacker posting forged notifications cannot
 * fill the table.
 */
import { createHash } from "node:crypto";
import { channel, Codes } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { person } from "../goods/test-fixtures";
import { adapterOf, deliverChannelNotifications, sandboxPayerConfirms } from ".";
import { REFUSED_EXCERPT, REFUSED_KEEP, receiveNotification } from "./receiver";
import { channelNotification } from "./schema";

describe("refused channel notifications are bounded", async () => {
  const t = await createTestApp();
  const op = await person(t, ["OPERATOR"]);
  const buyer = await person(t, ["BUYER"]);
  const db = t.database.db;
  const rows = (code: string, verified: boolean) =>
    db.select().from(channelNotification).where(and(eq(channelNotification.channel, code), eq(channelNotification.verified, verified)));

  it("keeps an excerpt of a refused body with the hash and length of the whole", async () => {
    const body = JSON.stringify({ notifyId: "N-big", channel: "GT", pad: "x".repeat(7_900) });
    expect(body.length).toBeGreaterThan(7_900);
    const r = await t.call(channel.notify, { channel: "GT", body, signature: "ab".repeat(32) });
    expect(r.code).toBe(Codes.SIGNATURE_INVALID);
    const [row] = (await rows("GT", false)).filter((n) => n.notifyId === "N-big");
    expect(row.body).toBe(body.slice(0, REFUSED_EXCERPT));
    expect(row.bodyLength).toBe(body.length);
    expect(row.bodySha256).toBe(createHash("sha256").update(body).digest("hex"));
    const detail = await t.ok(channel.selNotificationById, { id: row.id }, { ticket: op.ticket });
    expect(detail).toMatchObject({ verified: false, bodyLength: body.length, bodySha256: row.bodySha256 });
  });

  it("keeps only the newest refused ones per channel; genuine ones and other channels are untouched", async () => {
    // a genuine SEF notification, and a refused GT one, before the flood
    const paid = await adapterOf("SEF").pay(t.systemCtx(), { bizId: "flood-genuine", amount: 100, subject: "充值", payerBoId: buyer.boId, returnPath: "/financial/balance" });
    await sandboxPayerConfirms(t.systemCtx(), paid.channelTxnId, "SUCCESS");
    await deliverChannelNotifications(t);
    expect(await rows("SEF", true)).toHaveLength(1);
    const gtBefore = (await rows("GT", false)).length;

    // REFUSED_KEEP refused ones already there (written straight in, oldest first), then 5 more arrive
    const base = Date.now() - 3_600_000;
    await db.insert(channelNotification).values(
      Array.from({ length: REFUSED_KEEP }, (_, i) => {
        const at = new Date(base + i * 1000);
        return { channel: "SEF", notifyId: `F-${i}`, verified: false, body: "{}", signature: "00", error: "通知签名不符", firstSeenAt: at, lastSeenAt: at };
      }),
    );
    const n = REFUSED_KEEP + 5;
    for (let i = REFUSED_KEEP; i < n; i++) {
      const body = JSON.stringify({ notifyId: `F-${i}`, channel: "SEF", amount: 1 });
      const got = await receiveNotification(t.systemCtx(), { channel: "SEF", body, signature: "00" });
      expect(got.verified).toBe(false);
    }
    const kept = await rows("SEF", false);
    expect(kept).toHaveLength(REFUSED_KEEP);
    const ids = new Set(kept.map((r) => r.notifyId));
    for (let i = 0; i < 5; i++) expect(ids.has(`F-${i}`)).toBe(false);
    expect(ids.has(`F-${n - 1}`)).toBe(true);
    expect(await rows("SEF", true)).toHaveLength(1);
    expect(await rows("GT", false)).toHaveLength(gtBefore);
  });
});
