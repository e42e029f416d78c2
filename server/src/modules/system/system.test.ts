import { Codes, system } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";

describe("site, dictionaries, categories, areas", async () => {
  const t = await createTestApp({ env: { SITE_NAME: "山东禽业供应链平台" } });

  it("site info carries the regional title suffix from SITE_NAME and the contacts", async () => {
    const s = await t.ok(system.siteInfo, {});
    expect(s.titleSuffix).toBe("山东禽业供应链平台");
    expect(s.contacts.length).toBeGreaterThan(0);
    expect((await t.call(system.siteInfo, { siteCode: "NOPE" })).code).toBe(Codes.NOT_FOUND);
  });

  it("lists a dictionary's items in order", async () => {
    const units = await t.ok(system.dictItems, { dictId: "UNIT" });
    expect(units.map((u) => u.name).slice(0, 4)).toEqual(["羽", "只", "头", "枚"]);
    expect(units.every((u) => u.dictCode === "UNIT")).toBe(true);
    expect(await t.ok(system.dictItems, { dictId: "NO_SUCH" })).toEqual([]);
  });

  it("searches items by keyword, taking % and _ literally", async () => {
    const found = await t.ok(system.dictItemsByParam, { keyword: "冷链" });
    expect(found.map((i) => i.code)).toEqual(["COLD_CHAIN"]);
    expect(await t.ok(system.dictItemsByParam, { keyword: "%" })).toEqual([]);
  });

  it("platform info is a key/value map, each value in Chinese and under <key>En in English", async () => {
    const info = await t.ok(system.platformInfo, {});
    expect(info.serviceHotline).toMatch(/^400-/);
    expect(info.operatorName).toBe("山东禽链供应链管理有限公司");
    expect(info.operatorNameEn).toBe("Shandong Qinlian Supply Chain Management Co., Ltd.");
    for (const key of ["serviceHours", "address", "copyright"]) {
      expect(info[key]).toMatch(/[\u4e00-\u9fff]/);
      expect(info[`${key}En`]).toBeTruthy();
      expect(info[`${key}En`]).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("categories: first level by default, children by parent, leaves flagged", async () => {
    const top = await t.ok(system.categories, {});
    expect(top.length).toBeGreaterThanOrEqual(10);
    expect(top.map((c) => c.name)).toContain("禽苗种禽");
    expect(top.every((c) => c.level === 1 && !c.isLeaf)).toBe(true);
    const layers = await t.ok(system.categories, { parentId: "0101" });
    expect(layers.map((c) => c.name)).toContain("褐壳蛋鸡苗");
    expect(layers.every((c) => c.isLeaf && c.level === 3)).toBe(true);
  });

  it("the category tree has three levels and can start from a branch", async () => {
    const tree = await t.ok(system.categoryTree, {});
    expect(tree[0].children[0].children.length).toBeGreaterThan(0);
    const shallow = await t.ok(system.categoryTree, { depth: 1 });
    expect(shallow.every((c) => c.children.length === 0)).toBe(true);
    const branch = await t.ok(system.categoryTree, { rootId: "04" });
    expect(branch.map((c) => c.name)).toContain("配合饲料");
    expect((await t.call(system.categoryTree, { rootId: "99" })).code).toBe(Codes.NOT_FOUND);
  });

  it("areas: provinces, then cities, then counties, from the real GB/T 2260 codes", async () => {
    const provinces = await t.ok(system.areas, {});
    expect(provinces).toHaveLength(31);
    expect(provinces.find((p) => p.code === "370000")?.name).toBe("山东省");
    const cities = await t.ok(system.areas, { parentCode: "370000" });
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(["济南市", "青岛市", "潍坊市"]));
    const counties = await t.ok(system.areas, { parentCode: "370100" });
    expect(counties.map((c) => c.name)).toContain("历下区");
    const search = await t.ok(system.areas, { keyword: "寿光" });
    expect(search.map((a) => a.code)).toContain("370783");
    // a prefecture city without counties is one area, a city of its province, with nothing under it
    const guangdong = await t.ok(system.areas, { parentCode: "440000" });
    expect(guangdong.filter((c) => c.name === "东莞市").map((c) => [c.code, c.level])).toEqual([["441900", 2]]);
    expect(await t.ok(system.areas, { parentCode: "441900" })).toEqual([]);
  });

  it("an area by code has its province/city path and full name", async () => {
    const a = await t.ok(system.areaById, { id: "370783" });
    expect(a.path.map((p) => p.name)).toEqual(["山东省", "潍坊市", "寿光市"]);
    expect(a.fullName).toBe("山东省潍坊市寿光市");
    const bj = await t.ok(system.areaById, { id: "110101" });
    expect(bj.fullName).toBe("北京市东城区");
    expect((await t.call(system.areaById, { id: "12345" })).code).toBe(Codes.VALIDATION);
    expect((await t.call(system.areaById, { id: "999999" })).code).toBe(Codes.NOT_FOUND);
  });
});
