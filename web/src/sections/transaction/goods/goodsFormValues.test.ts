import type { GoodsView } from "@qinlian/contract";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { newSpecRow } from "../../../kit/specTable";
import { applyTemplate, bpOfPct, emptyGoodsValues, goodsFormOf, templateContentOf, valuesOfGoods, type GoodsFormValues } from "./goodsFormValues";

const filled = (): GoodsFormValues => ({
  ...emptyGoodsValues(),
  name: "  海兰褐蛋鸡苗  ",
  subTitle: " ",
  categoryId: "010101",
  unit: "YU",
  attributes: [{ name: "品种", value: "海兰褐" }, { name: " ", value: "x" }],
  specs: [newSpecRow({ id: "sp1", name: "1000羽/箱", attrs: { 包装: "箱" }, price: 350, memberPrice: 330, stock: 20, skuCode: " ", weightGrams: 40_000 }), newSpecRow({ name: "500羽/箱", price: 360, stock: 5 })],
  images: ["/files/a.png"],
  description: "<p>好</p>",
  originAreaCode: "370600",
  nationwide: false,
  deliveryAreas: ["370000", "410000"],
  logistics: ["LIVE_TRANSPORT"],
  minOrderQty: 500,
  rebatePct: 2.5,
  plans: ["FULL", "DEPOSIT", "CREDIT"],
  depositPct: 30,
  balanceDueDays: 5,
  creditDays: 45,
  creditLevels: ["STRATEGIC"],
  traces: [{ batchNo: "B1", farmName: "福禽种鸡场", startDate: dayjs("2026-10-01"), endDate: null, inspectionNo: "", note: "一号舍" }],
});

describe("goods form values", () => {
  it("become the publish call's input: trimmed, money in fen, percent as basis points, dates as days", () => {
    const f = goodsFormOf(filled());
    expect(f.name).toBe("海兰褐蛋鸡苗");
    expect(f.subTitle).toBeUndefined();
    expect(f.attributes).toEqual([{ name: "品种", value: "海兰褐" }]);
    expect(f.specs).toEqual([
      { id: "sp1", name: "1000羽/箱", attributes: { 包装: "箱" }, price: 350, memberPrice: 330, stock: 20, skuCode: undefined, weightGrams: 40_000 },
      { id: undefined, name: "500羽/箱", attributes: {}, price: 360, memberPrice: null, stock: 5, skuCode: undefined, weightGrams: 0 },
    ]);
    expect(f.deliveryRange).toEqual({ nationwide: false, areaCodes: ["370000", "410000"] });
    expect(f.rebateBp).toBe(250);
    expect(f.payPlans).toEqual([{ type: "FULL" }, { type: "DEPOSIT", depositRateBp: 3000, balanceDueDays: 5 }, { type: "CREDIT", creditDays: 45, customerLevels: ["STRATEGIC"] }]);
    expect(f.traces).toEqual([{ batchNo: "B1", farmName: "福禽种鸡场", startDate: "2026-10-01", endDate: null, inspectionNo: undefined, note: "一号舍" }]);
  });
  it("drops the delivery areas when delivering nationwide", () => {
    expect(goodsFormOf({ ...filled(), nationwide: true }).deliveryRange).toEqual({ nationwide: true, areaCodes: [] });
  });
  it("percent to basis points without float noise", () => {
    expect(bpOfPct(0.29)).toBe(29);
    expect(bpOfPct(12.34)).toBe(1234);
  });
  it("a saved goods reads back into the same values", () => {
    const v = filled();
    const f = goodsFormOf(v);
    const view = {
      name: f.name,
      subTitle: null,
      categoryId: f.categoryId,
      shopClassifyId: null,
      attributes: f.attributes,
      unit: f.unit,
      specs: f.specs.map((s, i) => ({ specId: s.id ?? `n${i}`, name: s.name, attributes: s.attributes ?? {}, listPrice: s.price, memberPrice: s.memberPrice ?? null, price: s.price, priceSource: "LIST", stock: s.stock, skuCode: null, weightGrams: s.weightGrams })),
      images: f.images,
      description: f.description,
      originAreaCode: f.originAreaCode,
      deliveryRange: { nationwide: false, areas: [{ code: "370000", name: "山东省" }, { code: "410000", name: "河南省" }] },
      logistics: [{ code: "LIVE_TRANSPORT", name: "活禽专车" }],
      freightTemplateId: null,
      minOrderQty: 500,
      rebateBp: 250,
      payPlans: [
        { type: "FULL", label: "", description: "", depositRateBp: null, balanceDueDays: null, creditDays: null, customerLevels: null },
        { type: "DEPOSIT", label: "", description: "", depositRateBp: 3000, balanceDueDays: 5, creditDays: null, customerLevels: null },
        { type: "CREDIT", label: "", description: "", depositRateBp: null, balanceDueDays: null, creditDays: 45, customerLevels: ["STRATEGIC"] },
      ],
      traces: [{ id: "t1", batchNo: "B1", farmName: "福禽种鸡场", manufacturerId: null, startDate: "2026-10-01", endDate: null, inspectionNo: null, note: "一号舍" }],
    } as unknown as GoodsView;
    const back = valuesOfGoods(view);
    // a goods without a template reads back as "ships free" (null), not "use the default" (left out)
    expect(goodsFormOf(back)).toEqual({ ...f, freightTemplateId: null, specs: f.specs.map((s, i) => ({ ...s, id: s.id ?? `n${i}` })) });
  });
  it("templates keep reusable parts, never the name, and only valid specs", () => {
    const c = templateContentOf(filled());
    expect(c).not.toHaveProperty("name");
    expect(c.specs?.map((s) => s.name)).toEqual(["1000羽/箱", "500羽/箱"]);
    expect(c.specs?.[0]).not.toHaveProperty("id");
    expect(templateContentOf({ ...filled(), specs: [newSpecRow({ name: "" })] })).not.toHaveProperty("specs");
    const applied = applyTemplate(emptyGoodsValues(), c);
    expect(applied.name).toBe("");
    expect(applied.categoryId).toBe("010101");
    expect(applied.specs.map((s) => [s.name, s.price, s.stock])).toEqual([["1000羽/箱", 350, 20], ["500羽/箱", 360, 5]]);
    expect(applied.plans).toEqual(["FULL", "DEPOSIT", "CREDIT"]);
    expect(applied.depositPct).toBe(30);
    expect(applied.nationwide).toBe(false);
  });
});
