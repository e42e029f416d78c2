import { CART_LIMIT, Codes, cart } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { goods, goodsSpec } from "../goods/schema";
import { person } from "../goods/test-fixtures";
import { seedGoods, seedShop, updateGoods } from "../search/test-goods";
import { cartLinesOf, removeCartLines } from ".";
import { cartItem } from "./schema";

describe("cart", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const db = ctx.db;
  const seller = await person(t, ["SHOP_OWNER"], "卖家");
  const seller2 = await person(t, ["SHOP_OWNER"], "卖家二");
  const amy = await person(t, ["BUYER"], "甲");
  const ben = await person(t, ["BUYER"], "乙");
  const shopA = await seedShop(ctx, { boId: seller.boId, name: "沂蒙禽业" });
  const shopB = await seedShop(ctx, { boId: seller2.boId, name: "鲁中饲料" });
  const chick = await seedGoods(ctx, { boId: seller.boId, shopId: shopA, name: "海兰褐蛋鸡苗", categoryId: "010101", prices: [350, 420] });
  const feed = await seedGoods(ctx, { boId: seller2.boId, shopId: shopB, name: "蛋鸡配合饲料", categoryId: "040101", prices: [16_000] });
  const other = await seedGoods(ctx, { boId: seller.boId, shopId: shopA, name: "肉鸡苗", categoryId: "010101", prices: [300] });
  const specsOf = async (goodsId: string) => (await db.select().from(goodsSpec).where(eq(goodsSpec.goodsId, goodsId)).orderBy(goodsSpec.sort)).map((s) => s.id);
  const [chick1, chick2] = await specsOf(chick);
  const [feed1] = await specsOf(feed);
  const [other1] = await specsOf(other);
  const setSpec = (id: string, set: Partial<typeof goodsSpec.$inferInsert>) => db.update(goodsSpec).set(set).where(eq(goodsSpec.id, id));
  const A = { ticket: amy.ticket };
  const B = { ticket: ben.ticket };
  const line = async (who: { ticket: string }, specId: string) => {
    const v = await t.ok(cart.selListByParamV2, {}, who);
    return v.groups.flatMap((g) => g.lines).find((l) => l.specId === specId);
  };

  it("adds a spec, then adds to its line; groups by shop with the buyer's prices and totals", async () => {
    const first = await t.ok(cart.addOrderCartV2, { specId: chick1, quantity: 10 }, A);
    expect(first).toMatchObject({ quantity: 10, count: 1 });
    const again = await t.ok(cart.addOrderCartV2, { specId: chick1, quantity: 5 }, A);
    expect(again).toEqual({ id: first.id, quantity: 15, count: 1 });
    await t.ok(cart.addOrderCartV2, { specId: feed1, quantity: 2 }, A);
    const v = await t.ok(cart.selListByParamV2, {}, A);
    expect(v.groups.map((g) => [g.shopId, g.shopName])).toEqual([
      [shopB, "鲁中饲料"],
      [shopA, "沂蒙禽业"],
    ]);
    const l = v.groups[1].lines[0];
    expect(l).toMatchObject({ specId: chick1, goodsId: chick, goodsName: "海兰褐蛋鸡苗", specName: "规格1", quantity: 15, price: 350, addedPrice: 350, priceChanged: false, usable: true, reason: null, selected: true, amount: 5250, stock: 100 });
    expect(l.specs.map((s) => s.specId)).toEqual([chick1, chick2]);
    expect(v.groups[1]).toMatchObject({ selectedQuantity: 15, selectedAmount: 5250, promotions: [] });
    expect(v).toMatchObject({ lineCount: 2, selectedCount: 2, selectedQuantity: 17, selectedAmount: 5250 + 32_000, unusableCount: 0, limit: CART_LIMIT });
    expect(await t.ok(cart.selOrderCart, {}, A)).toEqual(v);
    expect((await t.ok(cart.selListByParamV2, { keyword: "饲料" }, A)).groups.map((g) => g.shopId)).toEqual([shopB]);
    expect(await t.ok(cart.selCartCount, {}, A)).toEqual({ count: 2 });
    expect(await t.ok(cart.selCartCount, {}, B)).toEqual({ count: 0 });
  });

  it("refuses quantities beyond stock or below the minimum order, unbuyable specs and own goods, naming the field", async () => {
    const over = await t.call(cart.addOrderCartV2, { specId: chick1, quantity: 86 }, A);
    expect([over.code, over.msg]).toEqual([Codes.VALIDATION, "quantity: 库存仅剩 100，购物车中已有 15"]);
    await db.update(goods).set({ minOrderQty: 5 }).where(eq(goods.id, other));
    const below = await t.call(cart.addOrderCartV2, { specId: other1, quantity: 2 }, A);
    expect(below.msg).toBe("quantity: 数量不能少于起订量 5");
    await db.update(goods).set({ minOrderQty: 1 }).where(eq(goods.id, other));
    const own = await t.call(cart.addOrderCartV2, { specId: chick1, quantity: 1 }, { ticket: seller.ticket });
    expect(own.msg).toBe("specId: 不能购买自己的商品");
    const unknown = await t.call(cart.addOrderCartV2, { specId: "no-such", quantity: 1 }, A);
    expect(unknown.msg).toBe("specId: 商品规格不存在");
    await setSpec(other1, { stock: 0 });
    expect((await t.call(cart.addOrderCartV2, { specId: other1, quantity: 1 }, A)).msg).toBe("specId: 该规格已无货");
    await setSpec(other1, { stock: 100 });
    await updateGoods(ctx, other, { status: "OFF" });
    expect((await t.call(cart.addOrderCartV2, { specId: other1, quantity: 1 }, A)).msg).toBe("specId: 商品已下架");
    await updateGoods(ctx, other, { status: "ON", onShelfAt: new Date() });
  });

  it("names the bad field of malformed input", async () => {
    const cases = [
      [cart.addOrderCartV2, { specId: chick1, quantity: 0 }, "quantity"],
      [cart.addOrderCartV2, { specId: chick1, quantity: 1.5 }, "quantity"],
      [cart.addOrderCartV2, { specId: "", quantity: 1 }, "specId"],
      [cart.updOrderCartV2, { id: "x" }, "quantity"],
      [cart.updOrderCart, { lines: [] }, "lines"],
      [cart.delById, { ids: [] }, "ids"],
      [cart.mergeOrderCart, { lines: Array.from({ length: CART_LIMIT + 1 }, () => ({ specId: chick1, quantity: 1 })) }, "lines"],
      [cart.selListByParamV2, { keyword: "x".repeat(41) }, "keyword"],
      [cart.check, { ids: [] }, "ids"],
    ] as const;
    for (const [call, input, field] of cases) {
      const r = await t.call(call, input as never, A);
      expect(r.code, call.path).toBe(Codes.VALIDATION);
      expect(r.msg, call.path).toContain(field);
    }
  });

  it("changes quantity, selection and spec; a spec already in the cart merges", async () => {
    const l = (await line(A, chick1))!;
    expect((await t.call(cart.updOrderCartV2, { id: l.id, quantity: 101 }, A)).msg).toBe("quantity: 库存仅剩 100");
    expect(await t.ok(cart.updOrderCartV2, { id: l.id, quantity: 20, selected: false }, A)).toEqual({ id: l.id, merged: false, count: 2 });
    const v = await t.ok(cart.selListByParamV2, {}, A);
    expect(v).toMatchObject({ selectedCount: 1, selectedAmount: 32_000 });
    // to another spec of the same goods (its price is taken as the new "added" price)
    expect(await t.ok(cart.updOrderCartV2, { id: l.id, specId: chick2 }, A)).toEqual({ id: l.id, merged: false, count: 2 });
    expect(await line(A, chick2)).toMatchObject({ id: l.id, quantity: 20, price: 420, addedPrice: 420, selected: false });
    // not to another goods' spec
    expect((await t.call(cart.updOrderCartV2, { id: l.id, specId: feed1 }, A)).msg).toBe("specId: 只能换成同一商品的其它规格");
    // back, after adding chick1 again: the two lines merge into chick1's
    const again = await t.ok(cart.addOrderCartV2, { specId: chick1, quantity: 3 }, A);
    const m = await t.ok(cart.updOrderCartV2, { id: l.id, specId: chick1 }, A);
    expect(m).toEqual({ id: again.id, merged: true, count: 2 });
    expect(await line(A, chick1)).toMatchObject({ id: again.id, quantity: 23, selected: true });
    expect(await line(A, chick2)).toBeUndefined();
    // the older path: several lines at once, all or none
    const all = await t.ok(cart.selListByParamV2, {}, A);
    const ids = all.groups.flatMap((g) => g.lines.map((x) => x.id));
    const many = await t.ok(cart.updOrderCart, { lines: ids.map((id) => ({ id, selected: false })) }, A);
    expect(many.changed.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect((await t.ok(cart.selListByParamV2, {}, A)).selectedCount).toBe(0);
    const bad = await t.call(cart.updOrderCart, { lines: [{ id: ids[0], selected: true }, { id: ids[1], quantity: 10_000 }] }, A);
    expect(bad.code).toBe(Codes.VALIDATION);
    expect((await t.ok(cart.selListByParamV2, {}, A)).selectedCount).toBe(0); // rolled back
    await t.ok(cart.updOrderCart, { lines: ids.map((id) => ({ id, selected: true })) }, A);
  });

  it("says why a line cannot be bought: off shelf, spec gone, out of stock, stock short, below minimum; marks changed prices", async () => {
    await t.ok(cart.addOrderCartV2, { specId: other1, quantity: 4 }, A);
    await setSpec(feed1, { price: 15_000 });
    let l = (await line(A, feed1))!;
    expect(l).toMatchObject({ price: 15_000, addedPrice: 16_000, priceChanged: true, usable: true });
    await setSpec(chick1, { stock: 10 });
    expect(await line(A, chick1)).toMatchObject({ usable: false, reason: "STOCK_SHORT", stock: 10 });
    await db.update(goods).set({ minOrderQty: 5 }).where(eq(goods.id, other));
    expect(await line(A, other1)).toMatchObject({ usable: false, reason: "BELOW_MIN" });
    await db.update(goods).set({ minOrderQty: 1 }).where(eq(goods.id, other));
    await setSpec(other1, { stock: 0 });
    expect(await line(A, other1)).toMatchObject({ usable: false, reason: "OUT_OF_STOCK" });
    await updateGoods(ctx, feed, { status: "OFF" });
    l = (await line(A, feed1))!;
    expect(l).toMatchObject({ usable: false, reason: "OFF_SHELF" });
    const v = await t.ok(cart.selListByParamV2, {}, A);
    expect(v).toMatchObject({ unusableCount: 3, selectedCount: 0, selectedAmount: 0 });

    // the checkout's check: usable selected lines and the problems
    const c = await t.ok(cart.check, {}, A);
    expect(c.ok).toBe(false);
    expect(c.lines).toEqual([]);
    expect(c.problems.map((p) => p.reason).sort()).toEqual(["OFF_SHELF", "OUT_OF_STOCK", "STOCK_SHORT"]);

    // clearing removes what cannot be bought as it is; a short stock stays (the quantity can be lowered)
    const cleared = await t.ok(cart.clearOrderCartData, {}, A);
    expect(cleared.deleted).toBe(2);
    expect(cleared.lines.map((x) => [x.specId, x.reason]).sort()).toEqual(
      [
        [feed1, "OFF_SHELF"],
        [other1, "OUT_OF_STOCK"],
      ].sort(),
    );
    expect(cleared.count).toBe(1);
    const short = (await line(A, chick1))!;
    await t.ok(cart.updOrderCartV2, { id: short.id, quantity: 10 }, A);
    const ok = await t.ok(cart.check, {}, A);
    expect(ok).toMatchObject({ ok: true, problems: [], quantity: 10, amount: 3500 });
    expect(ok.lines[0]).toMatchObject({ id: short.id, shopName: "沂蒙禽业", usable: true });

    // a deleted spec
    await t.ok(cart.addOrderCartV2, { specId: chick2, quantity: 1 }, A);
    await setSpec(chick2, { deletedAt: new Date() });
    expect(await line(A, chick2)).toMatchObject({ usable: false, reason: "SPEC_GONE" });
    expect((await t.ok(cart.clearOrderCartData, {}, A)).lines.map((x) => x.reason)).toEqual(["SPEC_GONE"]);
    await setSpec(chick2, { deletedAt: null });
    await setSpec(chick1, { stock: 100 });
    await setSpec(other1, { stock: 100 });
    await updateGoods(ctx, feed, { status: "ON", onShelfAt: new Date() });
  });

  it("another member can neither see nor change the lines", async () => {
    const mine = (await line(A, chick1))!;
    expect((await t.call(cart.updOrderCartV2, { id: mine.id, quantity: 1 }, B)).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cart.updOrderCart, { lines: [{ id: mine.id, selected: false }] }, B)).code).toBe(Codes.NOT_FOUND);
    expect(await t.ok(cart.delById, { ids: [mine.id] }, B)).toEqual({ deleted: 0, count: 0 });
    expect((await t.call(cart.check, { ids: [mine.id] }, B)).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(cart.selListByParamV2, {}, B)).groups).toEqual([]);
    expect(await t.ok(cart.clearOrderCartData, {}, B)).toEqual({ deleted: 0, lines: [], count: 0 });
    expect((await line(A, chick1))?.quantity).toBe(mine.quantity);
    // the order module's functions are the buyer's own lines only
    const benCtxFull = { ...ctx, member: { memberId: ben.memberId, boId: ben.boId, boType: "PERSON" as const, employeeId: null, loginId: "", ticketId: "", roles: [], funcs: new Set<string>() } };
    expect(await cartLinesOf(benCtxFull, [mine.id])).toEqual([]);
    expect(await removeCartLines(benCtxFull, [mine.id])).toBe(0);
    const amyCtx = { ...benCtxFull, member: { ...benCtxFull.member, boId: amy.boId, memberId: amy.memberId } };
    expect((await cartLinesOf(amyCtx, [mine.id])).map((l) => l.specId)).toEqual([chick1]);
  });

  it("needs a login for the member's calls; the local cart is public", async () => {
    const calls = [
      [cart.addOrderCartV2, { specId: chick1, quantity: 1 }], [cart.updOrderCartV2, { id: "x", quantity: 1 }], [cart.updOrderCart, { lines: [{ id: "x", quantity: 1 }] }],
      [cart.delById, { ids: ["x"] }], [cart.clearOrderCartData, {}], [cart.selListByParamV2, {}], [cart.selOrderCart, {}], [cart.check, {}],
      [cart.selCartCount, {}], [cart.mergeOrderCart, { lines: [] }],
    ] as const;
    for (const [call, input] of calls) expect((await t.call(call, input as never)).code, call.path).toBe(Codes.NOT_LOGGED_IN);
    const v = await t.ok(cart.selLocalCart, { lines: [{ specId: feed1, quantity: 2 }, { specId: chick1, quantity: 200 }, { specId: "no-such", quantity: 1 }] });
    expect(v.groups.map((g) => g.shopId)).toEqual([shopB, shopA, null]);
    expect(v.groups[0].lines[0]).toMatchObject({ id: feed1, price: 15_000, priceChanged: false, selected: true, usable: true });
    expect(v.groups[1].lines[0]).toMatchObject({ reason: "STOCK_SHORT" });
    expect(v.groups[2].lines[0]).toMatchObject({ reason: "SPEC_GONE", usable: false });
    expect(v).toMatchObject({ lineCount: 3, selectedCount: 1, selectedAmount: 30_000 });
  });

  it("merges a visitor's cart at login: adds up, caps at stock, skips what cannot be bought", async () => {
    await setSpec(other1, { stock: 7 });
    await updateGoods(ctx, feed, { status: "OFF" });
    const before = (await line(A, chick1))!.quantity;
    const r = await t.ok(
      cart.mergeOrderCart,
      {
        lines: [
          { specId: chick1, quantity: 2 },
          { specId: other1, quantity: 5 },
          { specId: other1, quantity: 5 },
          { specId: feed1, quantity: 1 },
          { specId: "no-such", quantity: 1 },
        ],
      },
      A,
    );
    expect(r.merged).toEqual([
      { specId: chick1, quantity: before + 2, capped: false },
      { specId: other1, quantity: 7, capped: true },
    ]);
    expect(r.skipped).toEqual([
      { specId: feed1, reason: "OFF_SHELF" },
      { specId: "no-such", reason: "NOT_FOUND" },
    ]);
    expect(r.count).toBe(2);
    const own = await t.ok(cart.mergeOrderCart, { lines: [{ specId: chick1, quantity: 1 }] }, { ticket: seller.ticket });
    expect(own).toEqual({ merged: [], skipped: [{ specId: chick1, reason: "OWN_GOODS" }], count: 0 });
    await setSpec(other1, { stock: 100 });
    await updateGoods(ctx, feed, { status: "ON", onShelfAt: new Date() });
  });

  it("deletes one or several lines", async () => {
    const v = await t.ok(cart.selListByParamV2, {}, A);
    const ids = v.groups.flatMap((g) => g.lines.map((l) => l.id));
    expect(await t.ok(cart.delById, { ids: [ids[0]] }, A)).toEqual({ deleted: 1, count: ids.length - 1 });
    expect(await t.ok(cart.delById, { ids }, A)).toEqual({ deleted: ids.length - 1, count: 0 });
  });

  it("20 parallel adds of one spec end as one line with the summed quantity", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => t.call(cart.addOrderCartV2, { specId: feed1, quantity: 3 }, B)));
    expect(results.every((r) => r.code === "0")).toBe(true);
    const rows = await db.select().from(cartItem).where(eq(cartItem.buyerBoId, ben.boId));
    expect(rows.map((r) => [r.specId, r.quantity])).toEqual([[feed1, 60]]);
  });

  it(`keeps at most ${CART_LIMIT} lines, also when merging`, async () => {
    // ben has one line (the parallel adds' feed)
    const fill = Array.from({ length: CART_LIMIT - 2 }, (_, i) => ({ buyerBoId: ben.boId, memberId: ben.memberId, goodsId: "g-x", specId: `s-x-${i}`, quantity: 1, addedPrice: 100 }));
    await db.insert(cartItem).values(fill);
    await t.ok(cart.addOrderCartV2, { specId: chick1, quantity: 1 }, B);
    const full = await t.call(cart.addOrderCartV2, { specId: other1, quantity: 1 }, B);
    expect([full.code, full.msg]).toEqual([Codes.VALIDATION, `specId: 购物车最多放 ${CART_LIMIT} 种商品，请先删除一些`]);
    // adding to a line already there is still fine
    expect((await t.ok(cart.addOrderCartV2, { specId: chick1, quantity: 1 }, B)).quantity).toBe(2);
    const m = await t.ok(cart.mergeOrderCart, { lines: [{ specId: other1, quantity: 1 }, { specId: chick1, quantity: 1 }] }, B);
    expect(m.skipped).toEqual([{ specId: other1, reason: "LIMIT" }]);
    expect(m.merged).toEqual([{ specId: chick1, quantity: 3, capped: false }]);
    expect(m.count).toBe(CART_LIMIT);
    expect((await t.ok(cart.selListByParamV2, {}, B)).lineCount).toBe(CART_LIMIT);
  });
});
