import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { goods } from "../modules/goods/schema";
import { shop } from "../modules/shop/schema";
import { createTestApp } from "../testing/harness";
import { escapeHtml, matchPattern, renderIndex } from "./spa";

/** A built web app as `vite build` + web/scripts/route-manifest.ts leave it. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "qinlian-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>禽链</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  const route = (path: string, zh: string) => ({ path, title: { zh, en: zh } });
  writeFileSync(
    join(dir, "routes.json"),
    JSON.stringify({
      routes: [route("/", "商城首页"), route("/goods/list", "商品搜索"), route("/goods/detail", "商品详情"), route("/goods/shop/:shopId", "店铺首页"), route("/404", "页面不存在"), route("/setup/x/:id?", "可选")],
      rewrites: ["/goods"],
    }),
  );
  return dir;
}

const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("the web app's pages", async () => {
  const t = await createTestApp({ env: { WEB_DIST: fakeWebDist(), SITE_NAME: "禽链测试站" } });
  const db = t.database.db;
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const evil = `<script>alert("x")</script> & 'Co' $& 鸡苗`;
  await db.insert(shop).values({ id: "spa-shop", boId: "spa-owner", name: `${evil}店`, status: "OPEN", intro: "<p>年产 <b>30 万吨</b> 配合饲料 &amp; 预混料</p>" });
  await db.insert(shop).values({ id: "spa-closed", boId: "spa-owner-2", name: "已关闭的店", status: "CLOSED" });
  await db.insert(goods).values({ id: "spa-goods", type: "GOODS", status: "ON", boId: "spa-owner", shopId: "spa-shop", name: evil, subTitle: "到场包活", priceMin: 35_000, description: "<p>出壳 24 小时内发苗</p>" });
  await db.insert(goods).values({ id: "spa-off", type: "GOODS", status: "OFF", boId: "spa-owner", shopId: "spa-shop", name: "已下架的鸡苗" });

  it("answers 404, as an HTML page the web renders, for a path the web does not serve", async () => {
    for (const url of ["/no/such/page", "/goods/detail/extra", "/goods/shop", "/404", "/setup/x/1/2"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(titleOf(res.body), url).toBe("页面不存在 - 禽链测试站");
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("answers 200 for the web's routes and rewrites, with the route's title", async () => {
    for (const [url, title] of [
      ["/", "商城首页 - 禽链测试站"],
      ["/goods/list?keyword=%E9%B8%A1", "商品搜索 - 禽链测试站"],
      ["/GOODS/LIST/", "商品搜索 - 禽链测试站"],
      ["/setup/x", "可选 - 禽链测试站"],
      ["/setup/x/7", "可选 - 禽链测试站"],
      ["/goods", "禽链测试站"],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(title);
      expect(descriptionOf(res.body), url).toContain("禽链测试站");
      expect(res.body, url).not.toContain("noindex");
    }
  });

  it("keeps unknown API paths and files a JSON 404", async () => {
    for (const url of ["/api/no/such/call", "/openapi/x", "/files/demo/none.svg", "/assets/none.js"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.json<{ code: string }>().code, url).not.toBe("0");
    }
  });

  it("puts a goods' name and description in its detail page's head, escaped", async () => {
    const res = await get("/goods/detail?goodsId=spa-goods");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert");
    expect(titleOf(res.body)).toBe(`${escapeHtml(evil)} - 禽链测试站`);
    const d = descriptionOf(res.body)!;
    expect(d).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; $&amp; 鸡苗，到场包活");
    expect(d).toContain("¥350.00 起");
    expect(d).toContain("出壳 24 小时内发苗");
    // a goods off the shelf, or unknown, is not described: the route's own title
    for (const url of ["/goods/detail?goodsId=spa-off", "/goods/detail?goodsId=nope", "/goods/detail"]) expect(titleOf((await get(url)).body), url).toBe("商品详情 - 禽链测试站");
  });

  it("puts a shop's name and introduction in its page's head, escaped", async () => {
    const res = await get("/goods/shop/spa-shop");
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${escapeHtml(`${evil}店`)} - 禽链测试站`);
    expect(descriptionOf(res.body)).toBe("年产 30 万吨 配合饲料 &amp; 预混料");
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(titleOf((await get("/goods/shop/spa-closed")).body)).toBe("店铺首页 - 禽链测试站");
  });
});

describe("route patterns and the page head", () => {
  it("match as the web's router does", () => {
    expect(matchPattern("/goods/shop/:shopId", "/goods/shop/abc")).toEqual({ shopId: "abc" });
    expect(matchPattern("/goods/shop/:shopId", "/goods/shop/")).toBeNull();
    expect(matchPattern("/a/:b?", "/a")).toEqual({});
    expect(matchPattern("/a/*", "/a/b/c")).toEqual({});
    expect(matchPattern("/", "/")).toEqual({});
    expect(matchPattern("/", "/x")).toBeNull();
    expect(matchPattern("/a/:b", "/a/%E0%A4%A")).toBeNull();
  });

  it("replaces the title and adds the description", () => {
    const html = renderIndex("<html><head><title>old</title></head></html>", { title: "a<b", description: 'say "hi"' });
    expect(html).toBe('<html><head>  <title>a&lt;b</title>\n    <meta name="description" content="say &quot;hi&quot;" />\n  </head></html>');
  });
});
