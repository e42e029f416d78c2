import { adminConsole, cmsAdvert, goods as goodsCalls, search, shop as shopCalls } from "@qinlian/contract";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { goods, goodsEvaluation, goodsSpec } from "../modules/goods/schema";
import { enterpriseInfo, member } from "../modules/identity/schema";
import { shop } from "../modules/shop/schema";
import { coupon, couponRule } from "../modules/coupon/schema";
import { freightTemplate } from "../modules/freight/schema";
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

  it("every open shop has a default freight template its mall goods use, and a coupon on offer; the buyer holds 沃丰's", async () => {
    const openShops = await db.select({ boId: shop.boId }).from(shop).where(eq(shop.status, "OPEN"));
    const templates = await db.select().from(freightTemplate).where(eq(freightTemplate.isDefault, true));
    expect(new Set(templates.map((x) => x.boId))).toEqual(new Set(openShops.map((x) => x.boId)));
    const unpriced = await db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.type, "GOODS"), isNull(goods.deletedAt), isNull(goods.freightTemplateId)));
    expect(unpriced[0].n).toBe(0);
    const rules = await db.select({ scope: couponRule.scope, n: count() }).from(couponRule).groupBy(couponRule.scope);
    expect(Object.fromEntries(rules.map((r) => [r.scope, r.n]))).toEqual({ SHOP: 13, PLATFORM: 1 });
    const held = await db.select({ name: coupon.name }).from(coupon).where(eq(coupon.boId, "demo-buyer"));
    expect(held).toEqual([{ name: "老客回馈 9.5 折" }]);
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

  it("sales vary, best sellers and the newest goods come from many shops, as the lists show them", async () => {
    const rows = await db.select({ id: goods.id, sales: goods.salesCount, shopId: goods.shopId }).from(goods).where(and(eq(goods.type, "GOODS"), eq(goods.status, "ON")));
    expect(new Set(rows.map((r) => r.sales)).size).toBeGreaterThan(rows.length / 3);
    expect(rows.filter((r) => r.sales > 0).length).toBeGreaterThan(rows.length * 0.8);
    const hot = await t.ok(goodsCalls.selGoodsListByPage, { type: "GOODS", sort: "SALES", pageSize: 20 });
    expect(hot.list.map((g) => g.salesCount)).toEqual([...hot.list.map((g) => g.salesCount)].sort((a, b) => b - a));
    expect(hot.list[0].salesCount).toBe(Math.max(...rows.map((r) => r.sales)));
    expect(new Set(hot.list.map((g) => g.shopId)).size).toBeGreaterThanOrEqual(5);
    const first = await t.ok(goodsCalls.selGoodsListByPage, { type: "GOODS", pageSize: 20 });
    expect(new Set(first.list.map((g) => g.shopId)).size).toBeGreaterThanOrEqual(8);
    // the mall's list (search, by relevance = sales without a keyword) and the home page's 热销商品
    for (const sort of ["RELEVANCE", "SALES"] as const) {
      const page = await t.ok(search.searchGoods, { sort, pageSize: 20, facets: false });
      expect(new Set(page.list.map((g) => g.shopId)).size, sort).toBeGreaterThanOrEqual(6);
      expect(page.list[0].salesCount, sort).toBe(Math.max(...rows.map((r) => r.sales)));
    }
    const newest = await db.select({ shopId: goods.shopId }).from(goods).where(and(eq(goods.type, "GOODS"), eq(goods.status, "ON"))).orderBy(desc(goods.onShelfAt)).limit(20);
    expect(new Set(newest.map((g) => g.shopId)).size).toBeGreaterThanOrEqual(8);
  });

  it("reviews vary: mostly distinct texts, every rating, never more than the goods sold", async () => {
    const evs = await db.select({ goodsId: goodsEvaluation.goodsId, content: goodsEvaluation.content, score: goodsEvaluation.score }).from(goodsEvaluation);
    expect(new Set(evs.map((e) => e.content)).size / evs.length).toBeGreaterThan(0.8);
    expect(new Set(evs.map((e) => e.score))).toEqual(new Set([1, 2, 3, 4, 5]));
    const sold = new Map((await db.select({ id: goods.id, sales: goods.salesCount }).from(goods)).map((g) => [g.id, g.sales]));
    const per = new Map<string, number>();
    for (const e of evs) per.set(e.goodsId, (per.get(e.goodsId) ?? 0) + 1);
    for (const [id, n] of per) expect(n).toBeLessThanOrEqual(sold.get(id)!);
  });

  it("every demo enterprise has its business licence scan, shown to its admin, private to others", async () => {
    const infos = await db.select({ id: enterpriseInfo.memberId, url: enterpriseInfo.licenceUrl, fileId: enterpriseInfo.licenceFileId, state: member.verifyState }).from(enterpriseInfo).innerJoin(member, eq(member.id, enterpriseInfo.memberId));
    expect(infos.length).toBeGreaterThan(10);
    for (const i of infos) {
      expect(i.url, i.id).toMatch(/^\/files\/private\/demo\/licence\/.+\.svg$/);
      expect(i.fileId, i.id).toBeTruthy();
    }
    const url = infos.find((i) => i.id === "demo-ent-yimeng")!.url!;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const ticket = await t.login("yimeng", "Yimeng@2026");
    const own = await t.app.inject({ method: "GET", url, headers: { [`${t.config.APP_CODE}Ticket`]: ticket } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("营业执照");
    expect(own.body).toContain("临沂沂蒙禽业有限公司");
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
