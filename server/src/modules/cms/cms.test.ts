import { adminConsole, cmsAdvert, Codes, goods, shop } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp } from "../../testing/harness";
import { cmsAdvertDetail } from "./schema";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";

describe("adverts", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const owner = await enterprise(t, { staffRoles: [["EMP_SALES"]] });
  const rival = await person(t, ["SHOP_OWNER"]);
  const buyer = await person(t, ["BUYER"]);
  const shopId = await openShop(t, owner, op);
  const rivalShop = await openShop(t, rival, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const g = await t.ok(goods.publishGoods, goodsFormFor({ name: "横幅商品" }), { ticket: owner.ticket });
  const rivalGoods = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: rival.ticket });
  const slots = await t.ok(cmsAdvert.liveList, {});
  const banner = slots.find((s) => s.code === "HOME_BANNER")!;
  const opt = { ticket: op.ticket };
  const ad = (o: Record<string, unknown> = {}) => ({ advertId: banner.id, title: "春季补栏季", imageUrl: "/files/demo/banner-1.svg", ...o });
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

  it("platform slots exist as platform data", async () => {
    expect(slots.map((s) => s.code)).toEqual(expect.arrayContaining(["HOME_BANNER", "HOME_FLOOR_1", "GOODS_HOME_BANNER", "PURCHASING_HALL_BANNER"]));
    expect(banner).toMatchObject({ scope: "PLATFORM", maxItems: 5, details: [] });
    const page = await t.ok(adminConsole.advertSlots, { scope: "PLATFORM" }, opt);
    expect(page.total).toBe(slots.length);
    expect((await t.call(adminConsole.advertSlots, {}, { ticket: owner.ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("operators add adverts; the public sees the live ones in order, within their window, at most maxItems", async () => {
    const a1 = await t.ok(cmsAdvert.addDetail, ad({ linkType: "GOODS", linkTarget: g.goodsId, sort: 20 }), opt);
    expect(a1).toMatchObject({ live: true, linkUrl: `/goods/detail?goodsId=${g.goodsId}` });
    await t.ok(cmsAdvert.addDetail, ad({ title: "店铺推荐", linkType: "SHOP", linkTarget: shopId, sort: 10 }), opt);
    await t.ok(cmsAdvert.addDetail, ad({ title: "已结束", endAt: iso(-60_000), startAt: iso(-3_600_000) }), opt);
    await t.ok(cmsAdvert.addDetail, ad({ title: "未开始", startAt: iso(3_600_000) }), opt);
    await t.ok(cmsAdvert.addDetail, ad({ title: "停用", status: "OFF" }), opt);
    await t.ok(cmsAdvert.addDetail, ad({ title: "外链", linkType: "URL", linkTarget: "/purchasingHall/index", sort: 30 }), opt);
    for (let i = 0; i < 4; i++) await t.ok(cmsAdvert.addDetail, ad({ title: `填充${i}`, sort: 100 + i }), opt);
    const [live] = await t.ok(cmsAdvert.liveList, { codes: ["HOME_BANNER"] });
    expect(live.details.map((d) => d.title)).toEqual(["店铺推荐", "春季补栏季", "外链", "填充0", "填充1"]);
    const all = await t.ok(cmsAdvert.detailsBySlot, { advertId: banner.id }, opt);
    expect(all).toHaveLength(10);
    expect(all.filter((d) => !d.live).map((d) => d.title).sort()).toEqual(["停用", "已结束", "未开始"].sort());
  });

  it("an advert linking to goods that left the shelf is not shown", async () => {
    await t.ok(goods.updStatus, { goodsIds: [g.goodsId], status: "OFF" }, { ticket: owner.ticket });
    const [live] = await t.ok(cmsAdvert.liveList, { codes: ["HOME_BANNER"] });
    expect(live.details.map((d) => d.title)).not.toContain("春季补栏季");
    await t.ok(goods.updStatus, { goodsIds: [g.goodsId], status: "ON" }, { ticket: owner.ticket });
  });

  it("validates links, windows and images, naming the field", async () => {
    expect((await t.call(cmsAdvert.addDetail, ad({ linkType: "URL", linkTarget: "javascript:alert(1)" }), opt)).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, ad({ linkType: "URL", linkTarget: "//evil.example" }), opt)).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, ad({ linkType: "GOODS", linkTarget: "nope" }), opt)).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, ad({ linkType: "SHOP" }), opt)).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, ad({ startAt: iso(1000), endAt: iso(0) }), opt)).msg).toContain("endAt");
    expect((await t.call(cmsAdvert.addDetail, ad({ startAt: "tomorrow" }), opt)).msg).toContain("startAt");
    expect((await t.call(cmsAdvert.addDetail, ad({ imageUrl: "http://x/y.png" }), opt)).msg).toContain("imageUrl");
  });

  it("URL links lead only to pages of this site: attacks are refused naming the field, good paths are stored normalised", async () => {
    const attacks = ["/\\evil.example/phish", "/\\evil.example/x", "//evil.example", "https://evil.example", "https://www.moa.gov.cn/", "javascript:alert(1)", "/%5C%5Cevil.example", "java\tscript:alert(1)", "java\nscript:alert(1)", "\\/evil.example", "/api/basic/cmsAdvert/selAdvertListByParam"];
    for (const linkTarget of attacks) {
      const r = await t.call(cmsAdvert.addDetail, ad({ linkType: "URL", linkTarget }), opt);
      expect(r.code, linkTarget).toBe(Codes.VALIDATION);
      expect(r.msg, linkTarget).toContain("linkTarget");
    }
    const good = await t.ok(cmsAdvert.addDetail, ad({ title: "规范化", linkType: "URL", linkTarget: " /goods/../goods/list?keyword=鸡苗#top " }), opt);
    expect(good).toMatchObject({ linkTarget: "/goods/list?keyword=%E9%B8%A1%E8%8B%97#top", linkUrl: "/goods/list?keyword=%E9%B8%A1%E8%8B%97#top" });
    // an update is checked the same way
    expect((await t.call(cmsAdvert.updDetail, { id: good.id, linkTarget: "/\\evil.example/phish" }, opt)).msg).toContain("linkTarget");
    // an update changes only what it sends (the link, its window, sort and status stay)
    expect(await t.ok(cmsAdvert.updDetail, { id: good.id, title: "改标题" }, opt)).toMatchObject({ title: "改标题", linkType: "URL", linkTarget: good.linkTarget, sort: good.sort, status: "ON" });
    // a row stored before the rule is served without its link
    await t.database.db.update(cmsAdvertDetail).set({ linkTarget: "/\\evil.example/phish" }).where(eq(cmsAdvertDetail.id, good.id));
    const [live] = await t.ok(cmsAdvert.liveList, { codes: ["HOME_BANNER"] });
    const old = [...live.details, ...(await t.ok(cmsAdvert.detailsBySlot, { advertId: banner.id }, opt))].filter((d) => d.id === good.id);
    expect(old.length).toBeGreaterThan(0);
    for (const d of old) expect(d.linkUrl).toBeNull();
    await t.ok(cmsAdvert.delDetail, { id: good.id }, opt);
  });

  it("updates and deletes; members without the function cannot manage platform slots", async () => {
    const [first] = await t.ok(cmsAdvert.detailsBySlot, { advertId: banner.id }, opt);
    expect((await t.ok(cmsAdvert.updDetail, { id: first.id, title: "改名", status: "OFF" }, opt))).toMatchObject({ title: "改名", status: "OFF", live: false });
    expect((await t.call(cmsAdvert.updDetail, { id: first.id, endAt: "2000-01-01T00:00:00Z", startAt: "2001-01-01T00:00:00Z" }, opt)).msg).toContain("endAt");
    expect((await t.call(cmsAdvert.addDetail, ad(), { ticket: owner.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(cmsAdvert.updDetail, { id: first.id, title: "x" }, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(cmsAdvert.delDetail, { id: first.id })).code).toBe(Codes.NOT_LOGGED_IN);
    expect(await t.ok(cmsAdvert.delDetail, { id: first.id }, opt)).toEqual({ deleted: true });
    const pick = await t.ok(cmsAdvert.goodsForAdvert, { advertId: banner.id }, opt);
    expect(pick.list.map((x) => x.goodsId).sort()).toEqual([g.goodsId, rivalGoods.goodsId].sort());
  });

  it("shop owners manage their own shop's slots, linking only to their shop", async () => {
    const mine = await t.ok(cmsAdvert.shopSlots, {}, { ticket: owner.ticket });
    expect(mine.map((s) => s.code)).toEqual(["SHOP_BANNER", "SHOP_SIGN"]);
    const sb = mine[0];
    const a = await t.ok(cmsAdvert.addDetail, { advertId: sb.id, title: "本店新品", imageUrl: "/files/demo/s.svg", linkType: "GOODS", linkTarget: g.goodsId }, { ticket: owner.ticket });
    expect((await t.call(cmsAdvert.addDetail, { advertId: sb.id, title: "x", imageUrl: "/files/demo/s.svg", linkType: "GOODS", linkTarget: rivalGoods.goodsId }, { ticket: owner.ticket })).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, { advertId: sb.id, title: "x", imageUrl: "/files/demo/s.svg", linkType: "SHOP", linkTarget: rivalShop }, { ticket: owner.ticket })).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, { advertId: sb.id, title: "x", imageUrl: "/files/demo/s.svg", linkType: "URL", linkTarget: "https://x.example" }, { ticket: owner.ticket })).msg).toContain("linkTarget");
    expect((await t.call(cmsAdvert.addDetail, { advertId: sb.id, title: "x", imageUrl: "/files/demo/s.svg", linkType: "URL", linkTarget: "/\\evil.example/phish" }, { ticket: owner.ticket })).msg).toContain("linkTarget");
    const [pubSlot] = await t.ok(cmsAdvert.liveList, { shopId, codes: ["SHOP_BANNER"] });
    expect(pubSlot.details.map((d) => d.id)).toEqual([a.id]);
    expect((await t.ok(cmsAdvert.goodsForAdvert, { advertId: sb.id }, { ticket: owner.ticket })).list.map((x) => x.goodsId)).toEqual([g.goodsId]);
    // another shop owner cannot see or change them; an employee without the function is refused
    expect((await t.call(cmsAdvert.detailsBySlot, { advertId: sb.id }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cmsAdvert.delDetail, { id: a.id }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cmsAdvert.detailsBySlot, { advertId: sb.id }, { ticket: owner.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(cmsAdvert.shopSlots, {}, { ticket: owner.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    // a closed shop's adverts are not served
    await t.ok(shop.updStatus, { shopId, action: "CLOSE" }, { ticket: owner.ticket });
    expect((await t.call(cmsAdvert.liveList, { shopId })).code).toBe(Codes.NOT_FOUND);
  });
});
