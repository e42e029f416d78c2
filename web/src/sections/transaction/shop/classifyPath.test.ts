import { describe, expect, it } from "vitest";
import { childrenPath, parseChildrenPath } from "./classifyPath";

describe("classify children path", () => {
  it("round-trips id, shop and a name with & and Chinese", () => {
    const p = childrenPath("c1", "s1", "鸡苗&种禽");
    expect(p).toBe("/transaction/goodsTypeManage/children/c1&s1&%E9%B8%A1%E8%8B%97%26%E7%A7%8D%E7%A6%BD");
    expect(parseChildrenPath(p)).toEqual({ id: "c1", shopId: "s1", name: "鸡苗&种禽" });
  });
  it("refuses segments that are not three values", () => {
    expect(parseChildrenPath("/transaction/goodsTypeManage/children/c1&s1")).toBeNull();
    expect(parseChildrenPath("/transaction/goodsTypeManage/children/c1&&x")).toBeNull();
    expect(parseChildrenPath("/transaction/goodsTypeManage/children/%E0%A4%A&s&n")).toBeNull();
    expect(parseChildrenPath("/transaction/goodsManage")).toBeNull();
  });
});
