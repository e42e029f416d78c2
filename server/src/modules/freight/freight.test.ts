import { Codes, freight as calls, goods as goodsCalls, MAX_FREIGHT_TEMPLATES, type FreightTemplateInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";

const tpl = (over: Partial<FreightTemplateInput> = {}): FreightTemplateInput => ({
  name: "鲜蛋快递",
  mode: "PIECE",
  defaultCharge: { firstUnits: 1, firstFee: 1000, addUnits: 1, addFee: 500 },
  areaRules: [{ areaCodes: ["370000"], firstUnits: 1, firstFee: 600, addUnits: 1, addFee: 200 }],
  freeRules: [{ areaCodes: [], minAmount: 50_000, minUnits: null }],
  excludedAreaCodes: ["540000"],
  ...over,
});

describe("freight templates", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t);
  const other = await person(t, ["SHOP_OWNER"], "卖家乙");
  const buyer = await person(t, ["BUYER"], "买家");
  await openShop(t, seller, op);

  it("adds templates with area names; the first is the default, a later one may take the flag", async () => {
    const a = await t.ok(calls.addTemplate, tpl(), { ticket: seller.ticket });
    expect(a).toMatchObject({ isDefault: true, goodsCount: 0, excludedAreas: [{ code: "540000", name: "西藏自治区" }] });
    expect(a.areaRules[0].areas).toEqual([{ code: "370000", name: "山东省" }]);
    const b = await t.ok(calls.addTemplate, tpl({ name: "饲料物流", mode: "WEIGHT", isDefault: true }), { ticket: seller.ticket });
    expect(b.isDefault).toBe(true);
    const page = await t.ok(calls.selTemplatePage, { pageNum: 1, pageSize: 10 }, { ticket: seller.ticket });
    expect(page.list.map((x) => [x.name, x.isDefault])).toEqual([["饲料物流", true], ["鲜蛋快递", false]]);
    const searched = await t.ok(calls.selTemplatePage, { pageNum: 1, pageSize: 10, keyword: "鲜蛋" }, { ticket: seller.ticket });
    expect(searched.total).toBe(1);
  });

  it("names the field of what does not hold together", async () => {
    const cases: [Partial<FreightTemplateInput>, string][] = [
      [{ name: "" }, "name"],
      [{ defaultCharge: { firstUnits: 0, firstFee: 100, addUnits: 1, addFee: 1 } }, "defaultCharge.firstUnits"],
      [{ defaultCharge: { firstUnits: 1, firstFee: -1, addUnits: 1, addFee: 1 } }, "defaultCharge.firstFee"],
      [{ areaRules: [{ areaCodes: [], firstUnits: 1, firstFee: 1, addUnits: 1, addFee: 1 }] }, "areaRules.0.areaCodes"],
      [{ areaRules: [{ areaCodes: ["379999"], firstUnits: 1, firstFee: 1, addUnits: 1, addFee: 1 }] }, "areaRules.0.areaCodes"],
      [
        {
          areaRules: [
            { areaCodes: ["370000"], firstUnits: 1, firstFee: 1, addUnits: 1, addFee: 1 },
            { areaCodes: ["370000"], firstUnits: 1, firstFee: 2, addUnits: 1, addFee: 1 },
          ],
        },
        "areaRules.1.areaCodes",
      ],
      [{ freeRules: [{ areaCodes: [], minAmount: null, minUnits: null }] }, "freeRules.0.minAmount"],
      [{ excludedAreaCodes: ["370000"] }, "excludedAreaCodes"],
      [{ name: "鲜蛋快递" }, "name"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addTemplate, tpl(over), { ticket: seller.ticket });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toMatch(new RegExp(`(^| )${field.replace(/\./g, "\\.")}: `));
    }
  });

  it("another member's template is not found, neither to read, change nor delete; a buyer may not manage templates", async () => {
    const [mine] = (await t.ok(calls.selTemplatePage, { pageNum: 1, pageSize: 10 }, { ticket: seller.ticket })).list;
    for (const r of [
      await t.call(calls.selTemplateById, { id: mine.id }, { ticket: other.ticket }),
      await t.call(calls.updTemplate, { ...tpl({ name: "改名" }), id: mine.id }, { ticket: other.ticket }),
      await t.call(calls.delTemplate, { id: mine.id }, { ticket: other.ticket }),
    ])
      expect(r.code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selTemplatePage, { pageNum: 1, pageSize: 10 }, { ticket: other.ticket })).data).toMatchObject({ total: 0 });
    expect((await t.call(calls.selTemplatePage, { pageNum: 1, pageSize: 10 }, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.ok(calls.selTemplateById, { id: mine.id }, { ticket: seller.ticket })).name).toBe(mine.name);
  });

  it("goods use the default template unless they choose; the detail's quote follows the rules; a used template cannot be deleted", async () => {
    const eggs = (await t.ok(calls.selTemplatePage, { pageNum: 1, pageSize: 10, keyword: "鲜蛋" }, { ticket: seller.ticket })).list[0];
    const feed = (await t.ok(calls.selTemplatePage, { pageNum: 1, pageSize: 10, keyword: "饲料" }, { ticket: seller.ticket })).list[0];
    await t.ok(calls.updTemplate, { ...tpl({ name: "饲料物流", mode: "WEIGHT", defaultCharge: { firstUnits: 5000, firstFee: 1200, addUnits: 1000, addFee: 200 }, areaRules: [], freeRules: [], excludedAreaCodes: [] }), id: feed.id }, { ticket: seller.ticket });
    const form = goodsFormFor({ deliveryRange: { nationwide: true, areaCodes: [] }, specs: [{ name: "40kg/袋", price: 16_800, stock: 100, weightGrams: 40_000 }] });
    const byDefault = await t.ok(goodsCalls.publishGoods, form, { ticket: seller.ticket });
    const chosen = await t.ok(goodsCalls.publishGoods, { ...form, name: `${form.name} B`, freightTemplateId: eggs.id }, { ticket: seller.ticket });
    const free = await t.ok(goodsCalls.publishGoods, { ...form, name: `${form.name} C`, freightTemplateId: null }, { ticket: seller.ticket });

    // 40 kg to Beijing on the weight template: 1200 + 35 × 200
    const q1 = await t.ok(calls.selInfoByRefId, { refId: byDefault.goodsId, quantity: 1, areaCode: "110101" });
    expect(q1).toMatchObject({ templateId: feed.id, mode: "WEIGHT", deliverable: true, free: false, fee: 8200 });
    // 2 bags to Jinan on the piece template: Shandong's 600 + 200
    expect(await t.ok(calls.selInfoByRefId, { refId: chosen.goodsId, quantity: 2, areaCode: "370102" })).toMatchObject({ fee: 800, free: false, freeHint: "满 ¥500.00 包邮" });
    // 3 bags = ¥504: free
    expect(await t.ok(calls.selInfoByRefId, { refId: chosen.goodsId, quantity: 3, areaCode: "370102" })).toMatchObject({ fee: 0, free: true });
    expect(await t.ok(calls.selInfoByRefId, { refId: chosen.goodsId, quantity: 1, areaCode: "540102" })).toMatchObject({ deliverable: false, fee: 0 });
    expect(await t.ok(calls.selInfoByRefId, { refId: free.goodsId, quantity: 9, areaCode: "540102" })).toMatchObject({ templateId: null, free: true, fee: 0, deliverable: true });
    expect((await t.call(calls.selInfoByRefId, { refId: "nope", quantity: 1, areaCode: "370102" })).code).toBe(Codes.NOT_FOUND);

    // another seller's template cannot be put on goods
    const foreign = await t.ok(calls.addTemplate, tpl({ name: "别人的" }), { ticket: other.ticket });
    const r = await t.call(goodsCalls.publishGoods, { ...form, name: `${form.name} D`, freightTemplateId: foreign.id }, { ticket: seller.ticket });
    expect([r.code, r.msg]).toEqual([Codes.VALIDATION, "freightTemplateId: 运费模板不存在，请重新选择"]);

    const counted = await t.ok(calls.selTemplateById, { id: eggs.id }, { ticket: seller.ticket });
    expect(counted.goodsCount).toBe(1);
    const refused = await t.call(calls.delTemplate, { id: eggs.id }, { ticket: seller.ticket });
    expect(refused).toMatchObject({ code: Codes.CONFLICT, data: { goodsCount: 1 } });
  });

  it("deleting the default hands the flag on; the limit is enforced", async () => {
    const x = await t.ok(calls.addTemplate, tpl({ name: "临时", isDefault: true }), { ticket: seller.ticket });
    await t.ok(calls.delTemplate, { id: x.id }, { ticket: seller.ticket });
    const page = await t.ok(calls.selTemplatePage, { pageNum: 1, pageSize: 50 }, { ticket: seller.ticket });
    expect(page.list.filter((p) => p.isDefault)).toHaveLength(1);
    for (let i = page.total; i < MAX_FREIGHT_TEMPLATES; i++) await t.ok(calls.addTemplate, tpl({ name: `模板${i}` }), { ticket: seller.ticket });
    const over = await t.call(calls.addTemplate, tpl({ name: "多一个" }), { ticket: seller.ticket });
    expect(over.code).toBe(Codes.CONFLICT);
  });
});
