import { adminConsole, cmsAdvert, goods as goodsCalls, shop as shopCalls } from "@qinlian/contract";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { goods, goodsEvaluation, goodsSpec } from "../modules/goods/schema";
import { member } from "../modules/identity/schema";
import { shop } from "../modules/shop/schema";
import { loadDemoDataOnce } from ".";

describe("demo catalogue", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const started = Date.now();
  const loaded = await loadDemoDataOnce(t.systemCtx("demo"));
  const seconds = (Date.now() - started) / 1000;

  it("loads once", async () => {
    expect(loaded).toBe(true);
    expect(await loadDemoDataOnce(t.systemCtx("demo"))).toBe(false);
    console.log(`demo data loaded in ${seconds.toFixed(1)} s`);
  });

  it("has 14 shops: 12 open, one waiting for review, one rejected with a reason", async () => {
    const rows = await db.select({ status: shop.status, n: count() }).from(shop).groupBy(shop.status);
    expect(Object.fromEntries(rows.map((r) => [r.status, r.n]))).toEqual({ OPEN: 12, SUBMITTED: 1, REJECTED: 1 });
    const [rejected] = await db.select().from(shop).where(eq(shop.status, "REJECTED"));
    expect(rejected.rejectReason).toContain("兽药经营许可证");
  });

  it("has 300+ mall goods over at least ten top-level categories, each in an open shop with 1-3 specs", async () => {
    const mall = await db.select().from(goods).where(and(eq(goods.type, "GOODS"), isNull(goods.deletedAt)));
    expect(mall.length).toBeGreaterThanOrEqual(300);
    expect(new Set(mall.map((g) => g.categoryId!.slice(0, 2))).size).toBeGreaterThanOrEqual(10);
    const specCounts = await db
      .select({ goodsId: goodsSpec.goodsId, n: count() })
      .from(goodsSpec)
      .where(isNull(goodsSpec.deletedAt))
      .groupBy(goodsSpec.goodsId);
    const byGoods = new Map(specCounts.map((s) => [s.goodsId, s.n]));
    const openShops = new Set((await db.select({ id: shop.id }).from(shop).where(eq(shop.status, "OPEN"))).map((s) => s.id));
    for (const g of mall) {
      expect(openShops.has(g.shopId!), g.name).toBe(true);
      expect(byGoods.get(g.id) ?? 0, g.name).toBeGreaterThanOrEqual(1);
      expect(byGoods.get(g.id) ?? 0, g.name).toBeLessThanOrEqual(3);
      expect(g.priceMin, g.name).toBeGreaterThan(0);
    }
    const states = Object.fromEntries((await db.select({ s: goods.status, n: count() }).from(goods).where(eq(goods.type, "GOODS")).groupBy(goods.status)).map((r) => [r.s, r.n]));
    expect(states.PENDING).toBe(2);
    expect(states.REJECTED).toBe(1);
  });

  it("every picture resolves to an SVG served from the file store", async () => {
    const all = await db.select({ images: goods.images, mainImage: goods.mainImage }).from(goods);
    const urls = new Set([...all.flatMap((g) => g.images), ...(await db.select({ u: shop.logoUrl }).from(shop)).map((s) => s.u!)]);
    expect(urls.size).toBeGreaterThan(300);
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("image/svg+xml");
      expect(res.body, url).toMatch(/^<svg [^>]*>/);
      expect(res.body, url).not.toMatch(/<script/i);
    }
  });

  it("has posts, packages, evaluations, adverts, recommendations and customer prices", async () => {
    const byType = Object.fromEntries((await db.select({ t: goods.type, n: count() }).from(goods).groupBy(goods.type)).map((r) => [r.t, r.n]));
    expect(byType).toMatchObject({ SUPPLY: 6, DEMAND: 8, PACKAGE: 2, SOIL_TRUSTEESHIP: 2, SOIL_FLOW: 2, SERVICE_SUPPLY: 3, SERVICE_DEMAND: 2 });
    const [ev] = await db.select({ n: count() }).from(goodsEvaluation);
    expect(ev.n).toBeGreaterThan(100);
    const [banner] = await t.ok(cmsAdvert.liveList, { codes: ["HOME_BANNER"] });
    expect(banner.details).toHaveLength(4);
    const hall = await t.ok(goodsCalls.selGoodsListByPage, { type: "DEMAND" });
    expect(hall.total).toBe(8);
    const ticket = await t.login("wofeng", "Shop@2026");
    const [wofengShop] = (await t.ok(shopCalls.selListByParam, { keyword: "沃丰" })).list;
    expect((await t.ok(shopCalls.shopRecommendInfo, { shopId: wofengShop.shopId }))[0].goods.length).toBeGreaterThan(0);
    const mine = await t.ok(goodsCalls.myGoodsList, {}, { ticket });
    expect(mine.total).toBeGreaterThan(30);
    const buyer = await t.login("buyer", "Buyer@2026");
    const feed = (await t.ok(goodsCalls.selGoodsListByPage, { keyword: "产蛋高峰期", shopId: wofengShop.shopId })).list[0];
    const d = await t.ok(goodsCalls.detail, { goodsId: feed.goodsId }, { ticket: buyer });
    expect(d.goods.specs.some((s) => s.priceSource === "CUSTOMER")).toBe(true);
    expect(d.payPlans.map((p) => p.type)).toContain("CREDIT");
  });

  it("the enterprise for the shop-opening journey is verified and has no shop", async () => {
    const [e] = await db.select().from(member).where(eq(member.id, "demo-ent-yimeng"));
    expect(e.verifyState).toBe("APPROVED");
    const ticket = await t.login("yimeng", "Yimeng@2026");
    expect(await t.ok(shopCalls.selDefaultShopByBoId, {}, { ticket })).toBeNull();
    const op = await t.login("operator", "Operator@2026");
    const q = await t.ok(adminConsole.shopQueue, {}, { ticket: op });
    expect(q.list.map((s) => s.name)).toEqual(["海润饲料"]);
    expect((await t.ok(adminConsole.goodsQueue, {}, { ticket: op })).total).toBe(2);
  });

  it("mobiles of the demo people are unique and valid", async () => {
    const rows = await db.select({ m: member.mobile, type: member.type }).from(member).where(inArray(member.type, ["PERSON", "ENTERPRISE"]));
    const mobiles = rows.map((r) => r.m).filter(Boolean) as string[];
    expect(mobiles.every((m) => /^1[3-9]\d{9}$/.test(m))).toBe(true);
    // a person's mobile is a login name: unique; an enterprise's contact may be its admin's mobile
    const people = rows.filter((r) => r.type === "PERSON").map((r) => r.m);
    expect(new Set(people).size).toBe(people.length);
  });
});
