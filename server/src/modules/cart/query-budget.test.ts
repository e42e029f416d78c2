import { cart } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { counted as countedOn } from "../../kit/query-count";
import { createTestApp } from "../../testing/harness";
import { goodsSpec } from "../goods/schema";
import { person } from "../goods/test-fixtures";
import { promotion } from "../promotion/schema";
import { seedGoods, seedShop } from "../search/test-goods";

/**
 * What the cart's reads cost per request (issue 14, bench/cart.ts), counted at the database client,
 * the ticket included. Before: the list 7 statements in 5 rounds (the ticket; the lines; the facts and
 * customer prices; shop names and specs; promotions), the check 6. Now the lines come with their
 * shops' names and their goods' specs in one statement (read/cart-lines.ts `buyerCartLines`) and the
 * promotions are read with the facts: the list 5 in 3 rounds, the check 4 (the ticked lines only), the
 * badge 2.
 */
describe("queries per request: the cart", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const db = ctx.db;
  const seller = await person(t, ["SHOP_OWNER"], "卖家");
  const seller2 = await person(t, ["SHOP_OWNER"], "卖家二");
  const amy = await person(t, ["BUYER"], "甲");
  const A = { ticket: amy.ticket };
  const shopA = await seedShop(ctx, { boId: seller.boId, name: "沂蒙禽业" });
  const shopB = await seedShop(ctx, { boId: seller2.boId, name: "鲁中饲料" });
  const chick = await seedGoods(ctx, { boId: seller.boId, shopId: shopA, name: "海兰褐蛋鸡苗", categoryId: "010101", prices: [350, 420, 500] });
  const feed = await seedGoods(ctx, { boId: seller2.boId, shopId: shopB, name: "蛋鸡配合饲料", categoryId: "040101", prices: [16_000] });
  const duck = await seedGoods(ctx, { boId: seller.boId, shopId: shopA, name: "樱桃谷鸭苗", categoryId: "010101", prices: [300] });
  const specsOf = async (goodsId: string) => (await db.select().from(goodsSpec).where(eq(goodsSpec.goodsId, goodsId)).orderBy(goodsSpec.sort)).map((s) => s.id);
  const [chick1, chick2, chick3] = await specsOf(chick);
  const [feed1] = await specsOf(feed);
  const [duck1] = await specsOf(duck);
  const now = Date.now();
  await db.insert(promotion).values({ shopId: shopB, boId: seller2.boId, name: "满 300 减 20", kind: "FULL_REDUCTION", rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 30_000, off: 2_000 }] }, startAt: new Date(now - 86_400_000), endAt: new Date(now + 86_400_000) });
  for (const specId of [chick1, chick2, feed1, duck1]) await t.ok(cart.addOrderCartV2, { specId, quantity: 2 }, A);
  await db.update(goodsSpec).set({ deletedAt: new Date() }).where(eq(goodsSpec.id, chick3));

  const counted = <T>(f: () => Promise<T>) => countedOn(t.database.db, f);

  it("the list: the lines with names and specs, then the facts and the promotions together", async () => {
    await t.ok(cart.selListByParamV2, {}, A);
    const r = await counted(() => t.ok(cart.selListByParamV2, {}, A));
    expect(r.statements.filter((s) => !/^\s*select/i.test(s))).toEqual([]);
    expect(r.n).toBe(5);
    const v = r.out;
    expect(v.groups.map((g) => [g.shopName, g.promotions.map((p) => p.title), g.lines.length])).toEqual([
      ["沂蒙禽业", [], 3],
      ["鲁中饲料", ["满 300 减 20"], 1],
    ]);
    const chickLine = v.groups[0].lines.find((l) => l.specId === chick1)!;
    expect(chickLine.specs.map((s) => s.specId)).toEqual([chick1, chick2]); // the deleted spec is not offered
    expect(v.groups[0].lines.find((l) => l.specId === duck1)!.specs.map((s) => s.specId)).toEqual([duck1]);
    // the keyword narrows the groups, not the statements
    const kw = await counted(() => t.ok(cart.selListByParamV2, { keyword: "饲料" }, A));
    expect(kw.n).toBe(5);
    expect(kw.out.groups.map((g) => [g.shopId, g.promotions.length])).toEqual([[shopB, 1]]);
  });

  it("the check: the lines with names and specs, then the facts; the badge: one statement", async () => {
    const r = await counted(() => t.ok(cart.check, {}, A));
    expect(r.n).toBe(4);
    expect(r.out).toMatchObject({ ok: true, quantity: 8 });
    expect(r.out.lines.map((l) => l.shopName).sort()).toEqual(["沂蒙禽业", "沂蒙禽业", "沂蒙禽业", "鲁中饲料"]);
    const some = await counted(() => t.ok(cart.check, { ids: [r.out.lines[0].id] }, A));
    expect([some.n, some.out.lines.length]).toEqual([4, 1]);
    // an unticked line is left out, unless asked for by id
    const duckLine = r.out.lines.find((l) => l.specId === duck1)!;
    await t.ok(cart.updOrderCartV2, { id: duckLine.id, selected: false }, A);
    const ticked = await counted(() => t.ok(cart.check, {}, A));
    expect([ticked.n, ticked.out.lines.map((l) => l.specId).sort()]).toEqual([4, [chick1, chick2, feed1].sort()]);
    expect((await t.ok(cart.check, { ids: [duckLine.id] }, A)).lines.map((l) => [l.specId, l.selected, l.specs.length])).toEqual([[duck1, false, 1]]);
    await t.ok(cart.updOrderCartV2, { id: duckLine.id, selected: true }, A);
    const badge = await counted(() => t.ok(cart.selCartCount, {}, A));
    expect([badge.n, badge.out.count]).toEqual([2, 4]);
  });

  it("an empty cart costs the lines' statement only", async () => {
    const ben = await person(t, ["BUYER"], "乙");
    const r = await counted(() => t.ok(cart.selListByParamV2, {}, { ticket: ben.ticket }));
    expect(r.out.groups).toEqual([]);
    expect(r.n).toBe(2);
  });
});
