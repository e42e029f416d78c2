import { checkRecordValues, type RecordAttrRule } from "@qinlian/contract";
import { describe, expect, it } from "vitest";

const def = (over: Partial<RecordAttrRule> & Pick<RecordAttrRule, "key" | "type">): RecordAttrRule => ({
  label: over.key,
  unit: null,
  min: null,
  max: null,
  decimals: 0,
  maxLength: null,
  options: [],
  required: false,
  ...over,
});

const defs: RecordAttrRule[] = [
  def({ key: "kg", label: "喂料量", type: "NUMBER", unit: "千克", min: 0, max: 1000, decimals: 1, required: true }),
  def({ key: "txt", label: "备注", type: "TEXT", maxLength: 3 }),
  def({ key: "day", label: "日期", type: "DATE" }),
  def({ key: "opt", label: "方式", type: "OPTION", options: [{ value: "A" }, { value: "B" }] }),
  def({ key: "dis", label: "病害", type: "DISEASE" }),
  def({ key: "mat", label: "饲料出库", type: "MATERIAL", unit: "千克", max: 500, decimals: 2 }),
];

describe("checkRecordValues (the generated form and the server share it)", () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["all fine", { kg: 12.5, txt: "abc", day: "2026-02-28", opt: "B", dis: "P_ND", mat: { materialId: "m", storeId: "s", quantity: 1.25 } }, []],
    ["required missing", {}, ["kg: 请填写喂料量"]],
    ["required empty string", { kg: "" }, ["kg: 请填写喂料量"]],
    ["too many decimals", { kg: 1.25 }, ["kg: 喂料量最多 1 位小数"]],
    ["below min", { kg: -0.5 }, ["kg: 喂料量不能小于 0千克"]],
    ["above max", { kg: 1000.1 }, ["kg: 喂料量不能大于 1000千克"]],
    ["not a number", { kg: "5" }, ["kg: 喂料量应为数字"]],
    ["NaN", { kg: Number.NaN }, ["kg: 喂料量应为数字"]],
    ["text too long (characters, not bytes)", { kg: 1, txt: "鸡鸡鸡鸡" }, ["txt: 备注最多 3 字"]],
    ["text of 3 CJK characters is fine", { kg: 1, txt: "鸡鸡鸡" }, []],
    ["date that does not exist", { kg: 1, day: "2026-02-30" }, ["day: 日期应为有效日期（YYYY-MM-DD）"]],
    ["unknown option", { kg: 1, opt: "C" }, ["opt: 方式不在可选项中"]],
    ["bad disease code", { kg: 1, dis: "新城疫" }, ["dis: 病害应选择病害分类"]],
    ["material without store", { kg: 1, mat: { materialId: "m", storeId: "", quantity: 1 } }, ["mat: 饲料出库请选择出库仓库"]],
    ["material quantity 0", { kg: 1, mat: { materialId: "m", storeId: "s", quantity: 0 } }, ["mat: 饲料出库数量应大于 0"]],
    ["material quantity decimals", { kg: 1, mat: { materialId: "m", storeId: "s", quantity: 1.234 } }, ["mat: 饲料出库数量最多 2 位小数"]],
    ["unknown key", { kg: 1, foo: 1 }, ["foo: 不是该记录类型的属性"]],
    ["several problems, one per attribute", { kg: 2000, opt: "Z" }, ["kg: 喂料量不能大于 1000千克", "opt: 方式不在可选项中"]],
  ];
  it.each(cases)("%s", (_name, values, expected) => {
    expect(checkRecordValues(defs, values).map((p) => `${p.key}: ${p.message}`)).toEqual(expected);
  });
});
