import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeExists } from "../../../app/sections";
import { deviceId } from "./deviceId";
import { detailPath } from "./GoodsTile";
import { Highlight } from "./Highlight";

describe("mall components", () => {
  it("marks every search term in a title, case-insensitively, and escapes regex characters", () => {
    const { container } = render(<Highlight text="海兰褐蛋鸡苗 AA+ 蛋鸡" terms={["蛋鸡", "aa+"]} />);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["蛋鸡", "AA+", "蛋鸡"]);
    expect(container.textContent).toBe("海兰褐蛋鸡苗 AA+ 蛋鸡");
    const none = render(<Highlight text="玉米" terms={[]} />);
    expect(none.container.querySelector("mark")).toBeNull();
  });

  it("keeps one device id per browser", () => {
    localStorage.removeItem("qinlian.deviceId");
    const a = deviceId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(deviceId()).toBe(a);
    localStorage.setItem("qinlian.deviceId", "bad id!");
    expect(deviceId()).not.toBe("bad id!");
  });

  it("demand posts open in the purchasing hall, the rest on the goods detail page; both routes exist", () => {
    expect(detailPath({ goodsId: "g1", type: "DEMAND" })).toBe("/purchasingHall/details?goodsId=g1");
    expect(detailPath({ goodsId: "g2", type: "GOODS" })).toBe("/goods/detail?goodsId=g2");
    for (const p of ["/goods/home", "/goods/list", "/goods/detail", "/goods/shop/s1", "/purchasingHall/index", "/purchasingHall/details", "/priceQuotation/index",
      "/setup/spsc", "/setup/dpsc", "/setup/collection", "/service/spsc", "/service/dpsc", "/service/collection", "/transaction/spsc", "/transaction/dpsc", "/transaction/zxsc", "/transaction/qgsc"]) {
      expect(routeExists(p), p).toBe(true);
    }
  });
});
