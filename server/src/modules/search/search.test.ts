import { Codes, search, searchInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { inTx } from "../../kit/context";
import { emit } from "../../kit/events";
import { createTestApp } from "../../testing/harness";
import { FACET_TTL_MS, searchIds } from "./service";
import { seedGoods, seedShop, updateGoods } from "./test-goods";

describe("goods search: relevance, filters, facets, shelf", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  await createPerson(ctx.db, { id: "m-seller", loginName: "seller1", mobile: "13900002001", password: "Sell@2026", name: "鲁禽种业", roles: ["SHOP_OWNER"] });
  await createPerson(ctx.db, { id: "m-farmer", loginName: "farmer1", mobile: "13900002002", password: "Farm@2026", name: "王大山", roles: ["BUYER"] });
  const shopA = await seedShop(ctx, { boId: "m-seller", name: "鲁禽种业旗舰店" });
  const shopB = await seedShop(ctx, { boId: "m-farmer", name: "大山饲料店" });
  const day = (d: number) => new Date(Date.UTC(2026, 9, d));

  const g: Record<string, string> = {};
  const add = async (key: string, v: Parameters<typeof seedGoods>[1]) => (g[key] = await seedGoods(ctx, v));
  await add("hlh", { boId: "m-seller", shopId: shopA, name: "海兰褐蛋鸡苗 一日龄", categoryId: "010101", prices: [350, 330], originAreaCode: "370102", salesCount: 500, onShelfAt: day(1) });
  await add("jh", { boId: "m-seller", shopId: shopA, name: "京红1号粉壳蛋鸡苗", categoryId: "010102", prices: [380], originAreaCode: "370211", salesCount: 300, onShelfAt: day(2) });
  await add("hlw", { boId: "m-seller", shopId: shopA, name: "海兰白蛋鸡苗", categoryId: "010103", prices: [360], originAreaCode: "410102", salesCount: 50, onShelfAt: day(3) });
  await add("aa", { boId: "m-seller", shopId: shopA, name: "白羽肉鸡苗 AA+", categoryId: "010201", prices: [280], originAreaCode: "371302", salesCount: 900, onShelfAt: day(4) });
  await add("dsl", { boId: "m-farmer", shopId: shopB, name: "蛋鸡配合饲料 产蛋高峰期 40kg/袋", categoryId: "040101", prices: [16_000], unit: "DAI", originAreaCode: "370102", salesCount: 80, onShelfAt: day(5) });
  await add("rsl", { boId: "m-farmer", shopId: shopB, name: "肉鸡配合饲料 中期料", categoryId: "040102", prices: [15_000], unit: "DAI", originAreaCode: "370102", salesCount: 60, onShelfAt: day(6) });
  await add("ym", { boId: "m-farmer", shopId: shopB, name: "玉米 二等 14%水分", categoryId: "040301", prices: [250], unit: "KG", originAreaCode: "371302", salesCount: 2000, onShelfAt: day(7) });
  await add("ndv", { boId: "m-seller", shopId: shopA, name: "新城疫活疫苗 La Sota株", categoryId: "060101", prices: [4_500], unit: "PING", salesCount: 40, onShelfAt: day(8) });
  await add("ai", { boId: "m-seller", shopId: shopA, name: "禽流感灭活疫苗 H5+H7 二价", categoryId: "060201", prices: [12_000], unit: "PING", salesCount: 30, onShelfAt: day(9) });
  await add("egg", { boId: "m-farmer", shopId: shopB, name: "土鸡蛋 30枚礼盒", categoryId: "020103", prices: [6_800], unit: "HE", salesCount: 120, onShelfAt: day(10) });
  await add("duck", { boId: "m-farmer", shopId: shopB, name: "鲜鸭蛋 农家散养", categoryId: "020201", prices: [1_200], unit: "JIN", salesCount: 10, onShelfAt: day(11) });
  await add("cage", { boId: "m-seller", shopId: shopA, name: "蛋鸡笼 三层阶梯式", categoryId: "070101", prices: [120_000, 150_000], unit: "TAO", salesCount: 5, onShelfAt: day(12) });
  await add("off", { boId: "m-seller", shopId: shopA, name: "海兰褐父母代种鸡", categoryId: "010401", prices: [5_000], status: "OFF" });
  await add("supply", { type: "SUPPLY", boId: "m-farmer", name: "出售淘汰蛋鸡 5000只", categoryId: "030402", price: 1_100, unit: "JIN", ext: { kind: "SUPPLY", validUntil: "2099-12-31" } });
  await add("demand", { type: "DEMAND", boId: "m-farmer", name: "求购玉米 100吨", categoryId: "040301", price: null, unit: "DUN", originAreaCode: "370102", ext: { kind: "DEMAND", validUntil: "2099-12-31" } });
  await add("expired", { type: "DEMAND", boId: "m-farmer", name: "求购豆粕 过期", categoryId: "040302", price: null, ext: { kind: "DEMAND", validUntil: "2020-01-01" } });
  const name = Object.fromEntries(Object.entries(g).map(([k, v]) => [v, k]));

  const run = async (input: Record<string, unknown>) => {
    const r = await searchIds(ctx, searchInput.parse({ pageSize: 50, ...input }));
    return { ...r, keys: r.ids.map((id) => name[id]) };
  };

  /** query → goods that must be found (in this order when `ordered`) and goods that must not. */
  const cases: { q: string; top: string[]; not: string[] }[] = [
    { q: "蛋鸡", top: ["hlh", "jh", "hlw", "dsl", "cage"], not: ["aa", "rsl", "egg", "duck", "supply", "off"] },
    { q: "蛋鸡苗", top: ["hlh", "jh", "hlw"], not: ["dsl", "cage", "aa"] },
    { q: "海兰褐", top: ["hlh"], not: ["hlw", "off"] },
    { q: "鸡蛋", top: ["egg"], not: ["hlh", "dsl", "duck"] },
    { q: "饲料", top: ["dsl", "rsl", "ym"], not: ["hlh", "ndv", "demand"] },
    { q: "疫苗", top: ["ndv", "ai"], not: ["hlh", "jh", "aa"] },
    { q: "鸡苗", top: ["aa", "hlh", "jh", "hlw"], not: ["egg", "dsl"] },
    { q: "海兰 鸡苗", top: ["hlh", "hlw"], not: ["jh", "off"] },
    { q: "aa", top: ["aa"], not: ["hlh"] },
    { q: "AA+", top: ["aa"], not: [] },
    { q: "h5", top: ["ai"], not: ["ndv"] },
    { q: "la sota", top: ["ndv"], not: ["ai"] },
    { q: "40kg", top: ["dsl"], not: ["rsl"] },
    { q: "鲁禽", top: ["hlh", "jh", "hlw", "aa", "ndv", "ai", "cage"], not: ["dsl", "egg"] },
    { q: "种鸡", top: [], not: ["off"] },
    { q: "鸭", top: ["duck"], not: ["egg"] },
    { q: "褐壳", top: ["hlh"], not: ["jh"] },
  ];
  for (const c of cases) {
    it(`"${c.q}" finds ${c.top.join(", ") || "nothing"} and not ${c.not.join(", ") || "-"}`, async () => {
      const r = await run({ keyword: c.q });
      expect(r.keys.slice(0, c.top.length).sort()).toEqual([...c.top].sort());
      for (const n of c.not) expect(r.keys).not.toContain(n);
      expect(r.total).toBe(r.keys.length);
    });
  }

  it("ranks title matches above category matches above shop-name matches, then by sales", async () => {
    const r = await run({ keyword: "饲料" });
    // titles (equal rank → more sales first), then 玉米 (in 饲料原料), then goods of 大山饲料店
    expect(r.keys).toEqual(["dsl", "rsl", "ym", "egg", "duck"]);
    const chicks = await run({ keyword: "鸡苗" });
    expect(chicks.keys[0]).toBe("aa"); // equal title matches: the best seller first
  });

  it("without a keyword, or with nothing searchable, lists everything by sales", async () => {
    for (const keyword of [undefined, "！！", "  "]) {
      const r = await run({ keyword });
      expect(r.keys[0]).toBe("ym");
      expect(r.total).toBe(12);
    }
  });

  it("filters by category with its descendants", async () => {
    expect((await run({ categoryId: "01" })).keys.sort()).toEqual(["aa", "hlh", "hlw", "jh"]);
    expect((await run({ categoryId: "0101" })).keys.sort()).toEqual(["hlh", "hlw", "jh"]);
    expect((await run({ categoryId: "010101" })).keys).toEqual(["hlh"]);
    expect((await run({ keyword: "蛋鸡", categoryId: "04" })).keys).toEqual(["dsl"]);
  });

  it("filters by area: province, city, county", async () => {
    expect((await run({ areaCode: "410000" })).keys).toEqual(["hlw"]);
    expect((await run({ areaCode: "370200" })).keys).toEqual(["jh"]);
    expect((await run({ areaCode: "371302", sort: "PRICE_ASC" })).keys).toEqual(["ym", "aa"]);
    expect((await run({ areaCode: "370000" })).total).toBe(11);
  });

  it("filters by price range (inclusive) and by shop", async () => {
    expect((await run({ priceMin: 300, priceMax: 400, sort: "PRICE_ASC" })).keys).toEqual(["hlh", "hlw", "jh"]);
    expect((await run({ priceMin: 100_000 })).keys).toEqual(["cage"]);
    expect((await run({ shopId: shopB, keyword: "蛋" })).keys.sort()).toEqual(["dsl", "duck", "egg"]);
  });

  it("sorts by price, sales and newest", async () => {
    expect((await run({ categoryId: "01", sort: "PRICE_ASC" })).keys).toEqual(["aa", "hlh", "hlw", "jh"]);
    expect((await run({ categoryId: "01", sort: "PRICE_DESC" })).keys).toEqual(["jh", "hlw", "hlh", "aa"]);
    expect((await run({ categoryId: "01", sort: "SALES" })).keys).toEqual(["aa", "hlh", "jh", "hlw"]);
    expect((await run({ categoryId: "01", sort: "NEWEST" })).keys).toEqual(["aa", "hlw", "jh", "hlh"]);
  });

  it("searches supply and demand posts separately; expired posts are left out", async () => {
    expect((await run({ type: "supply", keyword: "蛋鸡" })).keys).toEqual(["supply"]);
    expect((await run({ type: "demand", keyword: "玉米" })).keys).toEqual(["demand"]);
    expect((await run({ type: "demand" })).keys).toEqual(["demand"]);
  });

  it("counts facets: categories and areas one level below the filter, price bands without the price filter", async () => {
    const all = await run({});
    const cats = Object.fromEntries(all.facets!.categories.map((c) => [c.key, c.count]));
    expect(cats).toEqual({ "01": 4, "02": 2, "04": 3, "06": 2, "07": 1 });
    expect(all.facets!.categories.find((c) => c.key === "04")!.name).toBe("饲料");
    const provinces = Object.fromEntries(all.facets!.areas.map((a) => [a.key, a.count]));
    expect(provinces).toEqual({ "370000": 11, "410000": 1 });
    expect(all.facets!.areas[0].name).toBe("山东省");

    const chicks = await run({ categoryId: "01", areaCode: "370000" });
    expect(Object.fromEntries(chicks.facets!.categories.map((c) => [c.key, c.count]))).toEqual({ "0101": 2, "0102": 1 });
    expect(Object.fromEntries(chicks.facets!.areas.map((a) => [a.key, a.count]))).toEqual({ "370100": 1, "370200": 1, "371300": 1 });

    const cheap = await run({ priceMax: 999 });
    expect(cheap.total).toBe(5);
    const bands = cheap.facets!.priceBands;
    expect(bands[0]).toEqual({ min: 0, max: 1_000, count: 5 });
    expect(bands.reduce((s, b) => s + b.count, 0)).toBe(12); // the price facet ignores the price filter
    expect(bands.at(-1)).toEqual({ min: 100_000, max: 500_000, count: 1 });
  });

  it("pages, and refuses to page past the result window", async () => {
    const p1 = await run({ pageSize: 5, pageNum: 1 });
    const p2 = await run({ pageSize: 5, pageNum: 2 });
    expect(p1.ids).toHaveLength(5);
    expect(new Set([...p1.ids, ...p2.ids]).size).toBe(10);
    await expect(run({ pageSize: 100, pageNum: 101 })).rejects.toThrow(/pageNum/);
  });

  it("goods that leave the shelf leave the results in the same transaction, and come back with it", async () => {
    await updateGoods(ctx, g.hlw, { status: "OFF" });
    expect((await run({ keyword: "海兰" })).keys).toEqual(["hlh"]);
    await updateGoods(ctx, g.hlw, { status: "ON" });
    expect((await run({ keyword: "海兰" })).keys.sort()).toEqual(["hlh", "hlw"]);
    // a write that fails rolls its index change back with it
    await expect(
      inTx(ctx, async (tx) => {
        await updateGoods(tx, g.hlw, { status: "OFF" });
        expect((await searchIds(tx, searchInput.parse({ keyword: "海兰" }))).ids).toEqual([g.hlh]);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect((await run({ keyword: "海兰" })).keys.sort()).toEqual(["hlh", "hlw"]);
  });

  it("counts may lag for FACET_TTL_MS; the listed results never do", async () => {
    const at = (ms: number) => ({ ...ctx, now: new Date(ctx.now.getTime() + ms) });
    const q = searchInput.parse({ keyword: "京红" });
    expect(await searchIds(at(0), q)).toMatchObject({ ids: [g.jh], total: 1 });
    await updateGoods(ctx, g.jh, { status: "OFF" });
    expect(await searchIds(at(1_000), q)).toMatchObject({ ids: [], total: 1 }); // the count is the cached one
    expect(await searchIds(at(FACET_TTL_MS + 1), q)).toMatchObject({ ids: [], total: 0 });
    await updateGoods(ctx, g.jh, { status: "ON" });
  });

  it("a renamed goods is found by its new name only; a deleted one is gone", async () => {
    await updateGoods(ctx, g.duck, { name: "鲜鸭蛋 红心流油" });
    expect((await run({ keyword: "农家散养" })).keys).toEqual([]);
    expect((await run({ keyword: "红心" })).keys).toEqual(["duck"]);
    await updateGoods(ctx, g.duck, { deletedAt: new Date() });
    expect((await run({ keyword: "鸭蛋" })).keys).toEqual([]);
  });

  it("a closed shop's goods leave the results; posts without a shop stay", async () => {
    const { shop } = await import("../shop/schema");
    const { eq } = await import("drizzle-orm");
    await inTx(ctx, async (tx) => {
      await tx.db.update(shop).set({ status: "CLOSED" }).where(eq(shop.id, shopB));
      await emit(tx, "shop.changed", { shopId: shopB });
    });
    expect((await run({ keyword: "饲料" })).keys).toEqual([]);
    expect((await run({ type: "demand", keyword: "玉米" })).keys).toEqual(["demand"]);
    await inTx(ctx, async (tx) => {
      await tx.db.update(shop).set({ status: "OPEN" }).where(eq(shop.id, shopB));
      await emit(tx, "shop.changed", { shopId: shopB });
    });
    expect((await run({ keyword: "饲料" })).keys.slice(0, 2).sort()).toEqual(["dsl", "rsl"]);
  });
});

describe("the search call", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  await createPerson(ctx.db, { id: "m-s2", loginName: "seller2", mobile: "13900002101", password: "Sell@2026", name: "卖家", roles: ["SHOP_OWNER"] });
  const shopId = await seedShop(ctx, { boId: "m-s2", name: "泰山蛋鸡场" });
  const hy = await seedGoods(ctx, { boId: "m-s2", shopId, name: "海兰褐蛋鸡苗", categoryId: "010101", prices: [350, 320], salesCount: 3 });
  await seedGoods(ctx, { boId: "m-s2", shopId, name: "蛋鸡配合饲料", categoryId: "040101", prices: [16_000], unit: "DAI" });

  it("answers anyone with goods cards, the terms to highlight and the facets", async () => {
    const r = await t.ok(search.searchGoods, { keyword: "  蛋鸡苗！" });
    expect(r.total).toBe(1);
    expect(r.list[0]).toMatchObject({ goodsId: hy, name: "海兰褐蛋鸡苗", shopName: "泰山蛋鸡场", priceMin: 320, categoryName: "褐壳蛋鸡苗" });
    expect(r.keyword).toBe("蛋鸡苗！");
    expect(r.terms).toEqual(["蛋鸡苗"]);
    expect(r.facets!.categories).toEqual([{ key: "01", name: "禽苗种禽", nameEn: "Chicks & breeding stock", count: 1 }]);
    const buyer = await t.login("seller2", "Sell@2026");
    expect((await t.ok(search.searchGoods, { keyword: "蛋鸡", facets: false }, { ticket: buyer })).facets).toBeNull();
  });

  it("names the bad field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: "1" }, "categoryId"],
      [{ areaCode: "37" }, "areaCode"],
      [{ priceMin: 500, priceMax: 100 }, "priceMax"],
      [{ priceMin: -1 }, "priceMin"],
      [{ sort: "CHEAPEST" }, "sort"],
      [{ type: "soil" }, "type"],
      [{ keyword: "x".repeat(51) }, "keyword"],
      [{ pageSize: 100, pageNum: 200 }, "pageNum"],
    ];
    for (const [input, field] of cases) {
      const r = await t.call(search.searchGoods, input);
      expect(r.code, JSON.stringify(input)).toBe(Codes.VALIDATION);
      expect(r.msg).toContain(field);
    }
  });
});
