/**
 * Share keys (sellerGrainToKeyUrl): a seller gives a buyer a short-lived link to one of their goods,
 * which also shows goods not on shelf yet (a preview). The key is 192 random bits; only its SHA-256 is
 * stored, with the goods and the expiry (1-720 hours, default 72).
 */
import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { newSecret } from "../../kit/ids";
import { iso } from "../../kit/time";
import { requireTypeFunc } from "./access";
import { goodsShareKey } from "./schema";
import { lockOwnGoods } from "./write";
import { inTx } from "../../kit/context";

const hash = (key: string) => createHash("sha256").update(key).digest("base64url");

export async function createShareKey(ctx: AuthedCtx, goodsId: string, ttlHours: number) {
  return inTx(ctx, async (tx) => {
    const row = await lockOwnGoods(tx, goodsId);
    requireTypeFunc(tx, row.type);
    const key = newSecret(24);
    const expiresAt = new Date(tx.now.getTime() + ttlHours * 3_600_000);
    await tx.db.insert(goodsShareKey).values({ keyHash: hash(key), goodsId: row.id, boId: row.boId, expiresAt });
    return { key, url: `/goods/detail?goodsId=${encodeURIComponent(row.id)}&shareKey=${encodeURIComponent(key)}`, expiresAt: iso(expiresAt) };
  });
}

export async function validShareKey(ctx: Ctx, goodsId: string, key: string): Promise<boolean> {
  const [r] = await ctx.db
    .select({ id: goodsShareKey.id })
    .from(goodsShareKey)
    .where(and(eq(goodsShareKey.keyHash, hash(key)), eq(goodsShareKey.goodsId, goodsId), gt(goodsShareKey.expiresAt, ctx.now)));
  return !!r;
}
