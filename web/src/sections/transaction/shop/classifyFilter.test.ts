import { describe, expect, it } from "vitest";
import { filterTree } from "./GoodsTypeManagePage";

describe("classify filter", () => {
  const node = (id: string, name: string, children: ReturnType<typeof leaf>[] = []) => ({ id, shopId: "s", parentId: null, name, sort: 0, level: 1, goodsCount: 0, children });
  const leaf = (id: string, name: string) => ({ id, shopId: "s", parentId: "p", name, sort: 0, level: 2, goodsCount: 0, children: [] as never[] });
  const tree = [node("a", "饲料", [leaf("a1", "蛋鸡料"), leaf("a2", "肉鸡料")]), node("b", "兽药", [leaf("b1", "疫苗")])];
  it("keeps matching parents whole and parents of matching children with those children", () => {
    expect(filterTree(tree, "").length).toBe(2);
    expect(filterTree(tree, "饲料")[0].children.length).toBe(2);
    const r = filterTree(tree, "蛋鸡");
    expect(r.map((n) => n.id)).toEqual(["a"]);
    expect(r[0].children.map((c) => c.id)).toEqual(["a1"]);
    expect(filterTree(tree, "种禽")).toEqual([]);
  });
});
