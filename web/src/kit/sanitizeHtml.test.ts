import { describe, expect, it } from "vitest";
import { htmlHasContent, htmlText, safeUrl, sanitizeHtml } from "./sanitizeHtml";

describe("rich text sanitiser", () => {
  it("keeps ordinary formatting", () => {
    const html = '<h3>产品介绍</h3><p><b>海兰褐</b>蛋鸡苗，<i>成活率高</i></p><ul><li>免疫</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it("drops scripts, styles and frames with their content", () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="x"></iframe>')).toBe("<p>ab</p>");
  });
  it("drops event handlers, styles and unknown attributes", () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p><img src="/files/image/x/a.png" onerror="x()">')).toBe('<p>t</p><img src="/files/image/x/a.png">');
  });
  it("refuses javascript: and data: addresses", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA"><a href="//evil.com">y</a>')).toBe("<a>x</a><a>y</a>");
    expect(safeUrl(" JavaScript:alert(1)", "href")).toBeNull();
    expect(safeUrl("java\tscript:alert(1)", "href")).toBeNull();
    expect(safeUrl("mailto:a@b.cn", "src")).toBeNull();
  });
  it("keeps links only to pages of this site (normalised) and images only from our file store", () => {
    for (const href of ["/\\evil.example/phish", "//evil.example", "https://evil.example", "/%5C%5Cevil.example", "\\/evil.example", "mailto:a@b.cn"]) {
      expect(safeUrl(href, "href"), href).toBeNull();
    }
    expect(safeUrl(" /goods/../goods/detail?goodsId=1 ", "href")).toBe("/goods/detail?goodsId=1");
    expect(safeUrl("#spec", "href")).toBe("#spec");
    expect(safeUrl("https://tracker.example/p.gif", "src")).toBeNull();
    expect(safeUrl("/img/a.png", "src")).toBeNull();
    expect(safeUrl("/files/image/x/a.png", "src")).toBe("/files/image/x/a.png");
    expect(sanitizeHtml('<p><a href="/\\evil.example/phish">钓鱼</a><a href="/goods/home">商城</a><img src="https://tracker.example/p.gif"></p>')).toBe('<p><a>钓鱼</a><a href="/goods/home">商城</a></p>');
  });
  it("opens new-window links without the opener", () => {
    expect(sanitizeHtml('<a href="/goods/home" target="_blank">a</a>')).toBe('<a href="/goods/home" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeHtml('<a href="/goods/home" target="_top">a</a>')).toBe('<a href="/goods/home">a</a>');
  });
  it("unwraps unknown tags and keeps their text", () => {
    expect(sanitizeHtml("<font color=red>红</font><custom-x>字</custom-x>")).toBe("红字");
  });
  it("escapes text and tells whether anything is shown", () => {
    expect(sanitizeHtml("1 &lt; 2")).toBe("1 &lt; 2");
    expect(htmlText("<p>&nbsp;</p>")).toBe("");
    expect(htmlHasContent("<p><br></p>")).toBe(false);
    expect(htmlHasContent('<p><img src="/files/image/x/a.png"></p>')).toBe(true);
    expect(htmlHasContent("<p>x</p>")).toBe(true);
  });
});
