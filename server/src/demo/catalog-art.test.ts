import { describe, expect, it } from "vitest";
import { variation } from "./catalog-art";
import { chickLeaves, eggLeaves, equipmentLeaves, feedLeaves, machineryLeaves, meatLeaves, produceLeaves, seedLeaves, vetLeaves, agriInputLeaves } from "./catalog-products";
import { reviewText } from "./catalog-reviews";
import { artKind, goodsSvg } from "./catalog-svg";

const all = [chickLeaves, eggLeaves, meatLeaves, feedLeaves, vetLeaves, equipmentLeaves, seedLeaves, agriInputLeaves, produceLeaves, machineryLeaves].flat();
const goods = all.flatMap((l) => l.names.map((name) => ({ cat: l.cat, name, svg: goodsSvg(l.cat, name, { spec: l.specs[0][0] }) })));

describe("demo goods pictures", () => {
  it("are drawn, not the title printed on an icon", () => {
    for (const g of goods) {
      expect(g.svg, g.name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="800"/);
      expect(g.svg, g.name).not.toContain(g.name);
      expect(g.svg, g.name).not.toMatch(/<script|href=|url\(http/i);
      // a drawing has many shapes
      expect((g.svg.match(/<(path|ellipse|circle|rect|polygon|line)\b/g) ?? []).length, g.name).toBeGreaterThan(6);
    }
  });

  it("differ from one goods to the next, within a kind and across kinds", () => {
    expect(new Set(goods.map((g) => g.svg)).size).toBe(goods.length);
    const kinds = new Set(goods.map((g) => artKind(g.cat)));
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    // each kind's drawings differ from every other kind's, beyond the backdrop (corn is drawn alike as feed and as produce)
    const shapeOf = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, "").replace(/-?\d+(\.\d+)?/g, "");
    const byKind = new Map<string, Set<string>>();
    for (const g of goods) byKind.set(artKind(g.cat), (byKind.get(artKind(g.cat)) ?? new Set()).add(shapeOf(g.svg)));
    const sets = [...byKind.values()].map((s) => [...s].sort().join("\n"));
    expect(new Set(sets).size).toBe(sets.length);
  });

  it("colour chicks by breed and feed sacks by stage", () => {
    const chick = (name: string) => goodsSvg("010201", name);
    expect(chick("岭南黄鸡苗")).toContain("#ffd84d");
    expect(chick("海兰褐蛋鸡苗")).toContain("#d9a45a");
    expect(chick("乌鸡苗")).toContain("#2f2a28");
    expect(chick("麻鸡苗")).toContain("#c89456");
    expect(goodsSvg("040101", "蛋鸡配合料 育雏期（0-6周）")).toContain("育雏料");
    expect(goodsSvg("040101", "蛋鸡配合料 育成期（7-16周）")).toContain("育成料");
    expect(goodsSvg("040101", "蛋鸡配合料 产蛋高峰期")).toContain("高峰料");
  });

  it("are the same on every seed (deterministic)", () => {
    expect(goodsSvg("060101", "新城疫活疫苗（La Sota株）")).toBe(goodsSvg("060101", "新城疫活疫苗（La Sota株）"));
    expect(goodsSvg("060101", "新城疫活疫苗（La Sota株）", { variant: 1 })).not.toBe(goodsSvg("060101", "新城疫活疫苗（La Sota株）"));
  });
});

describe("demo review texts", () => {
  it("are mostly distinct, and say what went wrong when the rating is low", () => {
    const v = variation("reviews");
    const texts: string[] = [];
    for (let i = 0; i < 400; i++) texts.push(reviewText(String(1 + (i % 12)).padStart(2, "0"), [5, 5, 4, 4, 3, 2, 1][i % 7], v.pick));
    expect(new Set(texts).size / texts.length).toBeGreaterThan(0.8);
    for (const t of texts) expect(t).toMatch(/[。！]$/);
    const first = <T,>(xs: readonly T[]): T => xs[0];
    expect(reviewText("01", 1, first)).toBe("路上有点热，到场后有几只蔫的，客服回复有点慢，有点失望。");
    expect(reviewText("01", 5, first)).toMatch(/^苗子精神，叫声响亮，发货很快，.+，下次还来买。$/);
  });
});
