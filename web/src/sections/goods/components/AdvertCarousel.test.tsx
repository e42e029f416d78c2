import type { AdvertDetail } from "@qinlian/contract";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const ad = (id: string, linkUrl: string | null): AdvertDetail => ({
  id,
  advertId: "slot",
  title: `ad-${id}`,
  imageUrl: `/files/image/x/${id}.png`,
  linkType: "URL",
  linkTarget: linkUrl,
  linkUrl,
  startAt: null,
  endAt: null,
  sort: 0,
  status: "ON",
  live: true,
  updatedAt: "2026-01-01T00:00:00Z",
});

/** Rows as an old server might still send them: one good link and the attacks of issue 8. */
const attacks = ["/\\evil.example/phish", "//evil.example", "https://evil.example", "javascript:alert(1)", "/%5C%5Cevil.example", "java\tscript:alert(1)", "\\/evil.example", "/goods/noSuchPage"];
const details = [ad("good", "/goods/detail?goodsId=g1"), ...attacks.map((u, i) => ad(`bad${i}`, u))];

vi.mock("../../../api", () => ({
  useCall: () => ({ isLoading: false, data: [{ code: "SHOP_BANNER", details }] }),
}));

const { AdvertCarousel } = await import("./AdvertCarousel");
const { advertHref } = await import("./advertHref");

describe("advert links on the shop page and the home banners", () => {
  afterEach(cleanup);

  it("links only to pages of this site that the app serves", () => {
    expect(advertHref("/goods/detail?goodsId=g1")).toBe("/goods/detail?goodsId=g1");
    expect(advertHref(`${window.location.origin}/goods/shop/s1`)).toBe("/goods/shop/s1");
    for (const a of [...attacks, null]) expect(advertHref(a), String(a)).toBeNull();
  });

  it("renders an advert whose stored link leads elsewhere as a plain image", () => {
    const { container } = render(
      <MemoryRouter>
        <AdvertCarousel code="SHOP_BANNER" shopId="s1" ratio={3} />
      </MemoryRouter>,
    );
    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(["/goods/detail?goodsId=g1"]));
    expect(container.innerHTML).not.toContain("evil");
    expect(container.querySelectorAll("img").length).toBeGreaterThanOrEqual(details.length);
  });
});
