import { goodsType } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { routeExists } from "../../../app/sections";
import { expectRangeError } from "./DemandPostForm";
import { detailPathOf, editPathOf } from "./editPath";
import { postListPath, publishPathOf } from "./postPaths";

describe("post screens", () => {
  it("every type has a served edit, publish and list screen (and a detail for posts)", () => {
    for (const type of goodsType.options) {
      expect(routeExists(editPathOf(type, "g1")), `edit ${type}`).toBe(true);
      expect(routeExists(publishPathOf(type)), `publish ${type}`).toBe(true);
      expect(routeExists(postListPath(type)), `list ${type}`).toBe(true);
      if (type !== "GOODS" && type !== "PACKAGE") expect(routeExists(detailPathOf(type, "g1")), `detail ${type}`).toBe(true);
    }
  });
  it("checks a demand's expected price range", () => {
    expect(expectRangeError(undefined, undefined)).toBeNull();
    expect(expectRangeError(100, undefined)).toBeNull();
    expect(expectRangeError(100, 100)).toBeNull();
    expect(expectRangeError(200, 100)).toBe("order");
    expect(expectRangeError(Number.NaN, 100)).toBe("invalid");
  });
});

describe("price units", async () => {
  const { priceUnitOf } = await import("./priceUnit");
  it("follow the post type", () => {
    expect(priceUnitOf({ unitName: "吨", ext: null }, "亩·年")).toBe("吨");
    expect(priceUnitOf({ unitName: null, ext: { kind: "SERVICE_SUPPLY", priceUnit: "亩" } as never }, "亩·年")).toBe("亩");
    expect(priceUnitOf({ unitName: null, ext: { kind: "SOIL_FLOW" } as never }, "亩·年")).toBe("亩·年");
  });
});
