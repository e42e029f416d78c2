import { describe, expect, it } from "vitest";
import { isSitePagePath, siteLink, storeFileKey } from "./links";

const origin = "https://www.qinlian.example";

describe("siteLink: stored links lead only to this site's pages", () => {
  it("refuses links that a browser would take to another host or scheme", () => {
    for (const attack of [
      "/\\evil.example/phish",
      "//evil.example",
      "https://evil.example",
      "http://www.qinlian.example/goods/home", // another scheme is another origin
      "https://www.qinlian.example:8443/goods/home",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      " javascript:alert(1)",
      "\\/evil.example",
      "/\t/evil.example",
      "data:text/html,<script>alert(1)</script>",
      "mailto:a@evil.example",
    ]) {
      expect(siteLink(attack, origin), JSON.stringify(attack)).toBeNull();
    }
  });

  it("refuses same-origin paths that are not portal pages", () => {
    for (const p of ["/%5C%5Cevil.example", "/%2F%2Fevil.example", "/api/basic/x", "/openapi.json", "/files/image/a.png", "/admin/members", "/404", "", "   ", null, undefined]) {
      expect(siteLink(p, origin), JSON.stringify(p)).toBeNull();
    }
  });

  it("passes site pages and stores them normalised (path + search + hash, never the raw input)", () => {
    expect(siteLink("/goods/detail?goodsId=g1", origin)).toBe("/goods/detail?goodsId=g1");
    expect(siteLink("  /purchasingHall/index  ", origin)).toBe("/purchasingHall/index");
    expect(siteLink("/goods/home\n", origin)).toBe("/goods/home");
    expect(siteLink("https://www.qinlian.example/goods/shop/s1#top", origin)).toBe("/goods/shop/s1#top");
    expect(siteLink("/", origin)).toBe("/");
    expect(siteLink("/goods/../user/register", origin)).toBe("/user/register");
    expect(siteLink("/goods/list?keyword=鸡苗", origin)).toBe("/goods/list?keyword=%E9%B8%A1%E8%8B%97");
    expect(isSitePagePath("/setup/index")).toBe(true);
    expect(isSitePagePath("/cas/login")).toBe(false);
  });
});

describe("storeFileKey: images must be addresses of our file store", () => {
  it("gives the key of a store address, relative or on this origin", () => {
    expect(storeFileKey("/files/image/20260101/a.png", origin)).toBe("image/20260101/a.png");
    expect(storeFileKey("https://www.qinlian.example/files/image/x/b.webp", origin)).toBe("image/x/b.webp");
  });
  it("refuses other hosts, other paths and made-up shapes", () => {
    for (const s of ["https://tracker.example/p.gif", "//tracker.example/files/image/a.png", "/\\tracker.example/files/a.png", "/img/a.png", "/files/../etc/passwd", "/files/image/a.png?x=1", "/files/Image/A.PNG", "data:image/png;base64,AA", "javascript:alert(1)", ""]) {
      expect(storeFileKey(s, origin), s).toBeNull();
    }
  });
});
