import { describe, expect, it } from "vitest";
import { cleanHtml } from "./rich-text";

const site = { origin: "https://www.qinlian.example", fileUrl: (key: string) => `/files/${key}` };

describe("rich text: links only to site pages, images only from our file store", () => {
  it("keeps site links, normalised, and reports links that leave the site", () => {
    const c = cleanHtml('<p><a href=" /goods/../goods/home ">商城</a><a href="/\\evil.example/phish">x</a><a href="https://evil.example">y</a><a href="#spec">规格</a></p>', site);
    expect(c.html).toBe('<p><a href="/goods/home">商城</a><a>x</a><a>y</a><a href="#spec">规格</a></p>');
    expect(c.offSiteLinks).toEqual(["/\\evil.example/phish", "https://evil.example"]);
  });

  it("reports every image address, store ones in the store's form, for the store check", () => {
    const c = cleanHtml('<img src="https://tracker.example/p.gif"><img src="https://www.qinlian.example/files/image/x/a.png"><img src="/files/image/x/b.png">', site);
    expect(c.images).toEqual(["https://tracker.example/p.gif", "/files/image/x/a.png", "/files/image/x/b.png"]);
  });

  it("still removes scripts, handlers and script addresses silently, and media tags that load other addresses", () => {
    const c = cleanHtml('<p>a<script>alert(1)</script></p><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">j</a><video src="https://tracker.example/v.mp4"></video><audio src="https://t.example/a.mp3"></audio>', site);
    expect(c.html).not.toMatch(/script|onerror|video|audio|tracker/);
    expect(c.offSiteLinks).toEqual([]);
    expect(c.images).toEqual([]);
  });
});
