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
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p><img src="/f/a.png" onerror="x()">')).toBe('<p>t</p><img src="/f/a.png">');
  });
  it("refuses javascript: and data: addresses", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA"><a href="//evil.com">y</a>')).toBe("<a>x</a><a>y</a>");
    expect(safeUrl(" JavaScript:alert(1)", "href")).toBe(false);
    expect(safeUrl("mailto:a@b.cn", "href")).toBe(true);
    expect(safeUrl("mailto:a@b.cn", "src")).toBe(false);
    expect(safeUrl("https://img.example.cn/a.png", "src")).toBe(true);
  });
  it("opens new-window links without the opener", () => {
    expect(sanitizeHtml('<a href="https://a.cn" target="_blank">a</a>')).toBe('<a href="https://a.cn" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeHtml('<a href="https://a.cn" target="_top">a</a>')).toBe('<a href="https://a.cn">a</a>');
  });
  it("unwraps unknown tags and keeps their text", () => {
    expect(sanitizeHtml("<font color=red>红</font><custom-x>字</custom-x>")).toBe("红字");
  });
  it("escapes text and tells whether anything is shown", () => {
    expect(sanitizeHtml("1 &lt; 2")).toBe("1 &lt; 2");
    expect(htmlText("<p>&nbsp;</p>")).toBe("");
    expect(htmlHasContent("<p><br></p>")).toBe(false);
    expect(htmlHasContent('<p><img src="/a.png"></p>')).toBe(true);
    expect(htmlHasContent("<p>x</p>")).toBe(true);
  });
});
