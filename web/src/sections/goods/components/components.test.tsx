import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeExists } from "../../../app/sections";
import { deviceId } from "./deviceId";
import { detailPath } from "./GoodsTile";
import { Highlight } from "./Highlight";
import { cardPrice, defaultSpec } from "./price";

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

  it("a card says 起 only when the specs' prices differ, and the detail opens on the spec the card priced", () => {
    expect(cardPrice({ priceMin: 8210, priceMax: 15800, buyerPriceMin: 8210 })).toEqual({ fen: 8210, from: true });
    expect(cardPrice({ priceMin: 8210, priceMax: 8210, buyerPriceMin: 8210 })).toEqual({ fen: 8210, from: false });
    // a logged-in customer's own price wins over the list price
    expect(cardPrice({ priceMin: 8210, priceMax: 15800, buyerPriceMin: 7900 })).toEqual({ fen: 7900, from: true });
    expect(cardPrice({ priceMin: null, priceMax: null, buyerPriceMin: null })).toEqual({ fen: null, from: false });

    // listed dearest first, as the seed lists them: the detail still opens on the card's ¥82.10
    const specs = [
      { specId: "big", price: 15800 },
      { specId: "small", price: 8210 },
      { specId: "small-too", price: 8210 },
    ];
    expect(defaultSpec(specs)?.specId).toBe("small");
    expect(defaultSpec(specs)?.price).toBe(cardPrice({ priceMin: 8210, priceMax: 15800, buyerPriceMin: 8210 }).fen);
    expect(defaultSpec(specs, "big")?.specId).toBe("big");
    expect(defaultSpec(specs, "gone")?.specId).toBe("small");
    expect(defaultSpec([])).toBeUndefined();
  });

  it("supply and demand posts open on the post detail, the rest on the goods detail page; the routes exist", () => {
    expect(detailPath({ goodsId: "g1", type: "DEMAND" })).toBe("/purchasingHall/details?goodsId=g1");
    expect(detailPath({ goodsId: "g3", type: "SUPPLY" })).toBe("/purchasingHall/details?goodsId=g3");
    expect(detailPath({ goodsId: "g4", type: "PACKAGE" })).toBe("/goods/detail?goodsId=g4");
    expect(detailPath({ goodsId: "g2", type: "GOODS" })).toBe("/goods/detail?goodsId=g2");
    for (const p of ["/goods/home", "/goods/list", "/goods/detail", "/goods/shop/s1", "/purchasingHall/index", "/purchasingHall/details", "/priceQuotation/index",
      "/setup/spsc", "/setup/dpsc", "/setup/collection", "/service/spsc", "/service/dpsc", "/service/collection", "/transaction/spsc", "/transaction/dpsc", "/transaction/zxsc", "/transaction/qgsc"]) {
      expect(routeExists(p), p).toBe(true);
    }
  });
});
