#!/usr/bin/env node
// Takes the README's "What you see" screenshots: the mall's three first pages (home, goods list, a goods
// detail) at 1440×900 and 390×844, as a visitor, into docs/screens/. Needs a running portal with the demo
// data: `node scripts/readme-screens.mjs http://127.0.0.1:8080` (after `npm start`).
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:8080";
const out = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "docs", "screens");
mkdirSync(out, { recursive: true });

/** The detail page of the list's first goods, as a visitor would reach it. */
async function firstDetail(page) {
  await page.goto(`${base}/goods/list`, { waitUntil: "networkidle" });
  const href = await page.locator('a[href*="/goods/detail"]').first().getAttribute("href");
  if (!href) throw new Error("the goods list shows no goods");
  return href;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const [w, h, tag] of [[1440, 900, "1440"], [390, 844, "390"]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1, locale: "zh-CN" });
    const pages = [["home", "/"], ["goods-list", "/goods/list"], ["goods-detail", await firstDetail(page)]];
    for (const [name, path] of pages) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `${name}-${tag}.png`) });
      console.log(`docs/screens/${name}-${tag}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
