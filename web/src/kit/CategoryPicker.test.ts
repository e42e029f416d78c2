import type { CategoryNode } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { categoryPath, inScope, scopedTree } from "./CategoryPicker";

const node = (id: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  code: id,
  name,
  nameEn: null,
  parentId: id.length > 2 ? id.slice(0, -2) : null,
  level: id.length / 2,
  sort: 0,
  icon: null,
  isLeaf: !children.length,
  children,
});

const tree = [
  node("01", "禽苗种禽", [node("0101", "蛋鸡苗", [node("010101", "褐壳蛋鸡苗")]), node("0102", "肉鸡苗", [node("010201", "白羽肉鸡苗")])]),
  node("04", "饲料", [node("0401", "配合饲料", [node("040101", "蛋鸡配合料")])]),
];

describe("category picker helpers", () => {
  it("finds the path to a category", () => {
    expect(categoryPath(tree, "010201")).toEqual(["01", "0102", "010201"]);
    expect(categoryPath(tree, "04")).toEqual(["04"]);
    expect(categoryPath(tree, "99")).toEqual([]);
    expect(categoryPath(tree, undefined)).toEqual([]);
  });
  it("checks a category against a business scope of level 1 or 2 ids", () => {
    expect(inScope(tree, "010101", ["0101"])).toBe(true);
    expect(inScope(tree, "010201", ["0101"])).toBe(false);
    expect(inScope(tree, "040101", ["04"])).toBe(true);
    expect(inScope(tree, "040101", undefined)).toBe(true);
  });
  it("cuts the tree down to the scope, keeping the way to allowed branches", () => {
    const cut = scopedTree(tree, ["0102"]);
    expect(cut.map((n) => n.id)).toEqual(["01"]);
    expect(cut[0].children.map((n) => n.id)).toEqual(["0102"]);
    expect(cut[0].children[0].children.map((n) => n.id)).toEqual(["010201"]);
    expect(scopedTree(tree, ["04"]).map((n) => n.id)).toEqual(["04"]);
  });
});
