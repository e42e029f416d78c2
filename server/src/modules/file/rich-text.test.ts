import { Codes, goods, shop } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator, person, shopFormFor } from "../goods/test-fixtures";

/** Rich text follows the same rules as image fields and advert links (issue 8). */
describe("stored rich text", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t);
  const shopId = await openShop(t, seller, op);
  const applicant = await person(t, ["SHOP_OWNER"]);

  it("refuses an image from another host (a tracking pixel) or a made-up store path, naming the field", async () => {
    for (const src of ["https://tracker.example/p.gif", "//tracker.example/p.gif", "/files/image/20260101/never-uploaded.png"]) {
      const r = await t.call(goods.publishGoods, goodsFormFor({ description: `<p>好料</p><img src="${src}">` }), { ticket: seller.ticket });
      expect(r.code, src).toBe(Codes.VALIDATION);
      expect(r.msg, src).toContain("description");
      const s = await t.call(shop.updById, { shopId, intro: `<img src="${src}">` }, { ticket: seller.ticket });
      expect(s.msg, src).toContain("intro");
    }
    const a = await t.call(shop.addShop, { form: shopFormFor({ intro: '<img src="https://tracker.example/p.gif">' }) }, { ticket: applicant.ticket });
    expect(a.msg).toContain("intro");
  });

  it("refuses links that leave the site, naming the field", async () => {
    for (const href of ["/\\evil.example/phish", "https://evil.example", "//evil.example", "mailto:a@evil.example"]) {
      const r = await t.call(goods.publishGoods, goodsFormFor({ description: `<a href="${href}">详情</a>` }), { ticket: seller.ticket });
      expect(r.code, href).toBe(Codes.VALIDATION);
      expect(r.msg, href).toContain("description");
    }
  });

  it("accepts stored images and site links, stored normalised", async () => {
    const s = await t.ok(goods.publishGoods, goodsFormFor({ description: '<p><a href="/goods/../goods/list?keyword=x">更多</a></p><img src="/files/image/20260101/d.png">' }), { ticket: seller.ticket });
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    expect(v.description).toBe('<p><a href="/goods/list?keyword=x">更多</a></p><img src="/files/image/20260101/d.png">');
  });
});
