#!/usr/bin/env node
// npm run -s audit:web — how fast and accessible the mall's first pages are, as a visitor's cold browser
// sees them. Builds nothing: `npm run build` must have run. Starts the built server (demo data, a fresh
// data directory, a free port), then for /, /goods/list and a goods detail:
//   - in headless Chromium (playwright-core), with an empty cache: the JS transferred (compressed, as
//     served) until the page has settled, how many files, the render-blocking requests, the images
//     (bytes, drawn vs. natural size) and the LCP element;
//   - Lighthouse 12 (desktop preset): performance, accessibility, best practices, SEO.
// Prints a table, with whether each page meets the JS goal (≤ 200 KB). `--check` (npm test's "web audit"
// step) also fails when a page's JS grows past its regression budget (JS_BUDGET_KB: what it weighs now,
// rounded up to the next 10 KB, until it meets the goal), on any render-blocking request or oversized
// image, and when accessibility, best practices or SEO < 95. Performance moves with the machine's load:
// it is printed, not asserted.
// Options: --check, --list-js (each page's JS files), --no-lighthouse, --no-perf (Lighthouse without its performance run: faster).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const argv = new Set(process.argv.slice(2));
const check = argv.has("--check");
const withLighthouse = !argv.has("--no-lighthouse");
const withPerf = !argv.has("--no-perf");

/** The goals (issue 10, "Fast and accessible"). */
export const GOALS = { jsKb: 200, renderBlocking: 0, lighthouse: { accessibility: 95, "best-practices": 95, seo: 95 }, performance: 95 };
/**
 * Regression budget per page, in KB of JS as transferred: what each page weighed when last made lighter,
 * rounded up to the next 10 KB, never below GOALS.jsKb (/ 188, /goods/list 197, a goods detail 198 on
 * 2026-11-24, from 226, 274 and 282 on 2026-11-23). `--check` fails a page that grows past it; lower a
 * page's figure when it gets lighter, down to GOALS.jsKb. A goods detail went to 202.4 KB on 2026-11-24
 * with its buy box (quantity, 加入购物车, 立即购买: a 3.3 KB chunk, already on light buttons and a plain
 * stepper): its budget is 205 until the read-path work (issue 14) wins the bytes back; the goal stays 200.
 * It went to 207.3 KB on 2026-11-24 when the farm sections added 33 routes to the route table every page
 * loads: budget 208. The route table grows with each section; loading each section's routes with its
 * screens (the router matching on a per-section prefix first) is the way back under 200.
 * On 2026-11-24 (evening) the farm's second half (bookkeeping, analysis, plans, traces, weather, field
 * work, messages: ~50 routes) took / to 202.0, /goods/list to 202.5 and a goods detail to 209.8 KB:
 * budgets 203 / 203 / 210. Measured then: the route table chunk (sections-*.js) is 87.5 KB raw, 19 KB
 * gzipped, and about half of it is Vite's preload lists — every lazy page carries the indices of all
 * ~40 chunks it needs (`__vite__mapDeps`), many of them the entry's own (react, antd's core, the api)
 * that are loaded already. The lists now leave those out (web/vite.config.ts, entryChunksKnown): 201.1 /
 * 201.6 / 208.9 KB. What remains are the pages' own antd chunks; the per-section route loading above is
 * the way back under 200.
 * On 2026-11-24 (night) each section's routes came to load with its screens (web/src/app/routeTable.ts,
 * the router's patchRoutesOnNavigation): a first load carries the index of every section's route paths
 * (~2 KB) and its own section's routes (~1 KB) instead of the whole table (14 KB), and the entry's small
 * shared modules (i18n, the preload helper, the route index) are one file (vite.config.ts, shellChunk):
 * 191.4 / 191.9 / 199.1 KB — the goal met on all three. The figures below are those, rounded up to
 * 0.5 KB; the goal (200) is the budget now.
 */
export const JS_BUDGET_KB = { "/": 191.5, "/goods/list": 192, "/goods/detail": 199.5 };

/** A measured page's budget: looked up by its path without the query (a goods detail's id varies); never below the goal. */
export function jsBudgetKb(url) {
  const path = url.split("?")[0];
  return Math.max(GOALS.jsKb, JS_BUDGET_KB[path] ?? GOALS.jsKb);
}

/** An image is oversized when it carries more than this many times the pixels it is drawn with (at DPR 1). */
const OVERSIZE_FACTOR = 4;
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
    s.on("error", rej);
  });
}

async function startServer() {
  // WEB_DIST (the server's own setting) may point at another build of the web app.
  for (const f of [join(process.env.WEB_DIST ?? "web/dist", "index.html"), "server/dist/main.js"]) {
    if (!existsSync(resolve(root, f))) throw new Error(`${f} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "qinlian-audit-"));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DEMO_DATA: "true", NODE_ENV: "production" };
  // Always the embedded database in its own directory: the audit only reads, and must not seed the demo
  // data into a database the browser journeys use after it.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["server/dist/main.js"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  // The demo data is seeded at start: minutes, not seconds, on a machine busy with other builds.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error("server did not start in 300 s");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records the largest contentful paint's element in the page (read once the page has settled). */
const LCP_SCRIPT = () => {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      let name = "?";
      if (el) {
        name = el.tagName.toLowerCase();
        if (el.id) name += `#${el.id}`;
        const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
        if (cls.length) name += `.${cls.join(".")}`;
        if (e.url) name += ` ${e.url.replace(location.origin, "").slice(0, 60)}`;
        else if (el.textContent) name += ` "${el.textContent.trim().slice(0, 24)}"`;
      }
      window.__lcp = { element: name, ms: Math.round(e.startTime), size: e.size };
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

/** One cold load of `url`: what went over the wire until the page settled. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const page = await context.newPage();
  await page.addInitScript(LCP_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const reqs = new Map();
  cdp.on("Network.requestWillBeSent", (e) => {
    reqs.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, encoding: "", done: false });
  });
  cdp.on("Network.responseReceived", (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    r.type = e.type;
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = h["content-encoding"] ?? "";
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const settledMs = Date.now() - t0;
  // The observer's entries arrive in a task after the paint: on a busy machine the page can be idle on
  // the network before the LCP entry has been delivered, so wait for it a little (it is not a timing
  // measure here, only which element it was).
  const lcp = await page
    .waitForFunction(() => window.__lcp, null, { timeout: 5_000, polling: 100 })
    .then((h) => h.jsonValue())
    .catch(() => null);
  // Render-blocking: what Chromium held the first paint for (Resource Timing's renderBlockingStatus:
  // stylesheets and classic scripts in the HTML's head; not what scripts add later).
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.renderBlockingStatus === "blocking")
      .map((e) => e.name.replace(location.origin, "")),
  );
  const images = await page.evaluate(() =>
    [...document.images]
      .filter((i) => i.complete && i.naturalWidth > 0 && i.getBoundingClientRect().width > 0)
      .map((i) => ({ src: i.currentSrc.replace(location.origin, ""), natural: i.naturalWidth * i.naturalHeight, drawn: Math.max(1, i.getBoundingClientRect().width * i.getBoundingClientRect().height), svg: /\.svg(\?|$)/.test(i.currentSrc) })),
  );
  const all = [...reqs.values()];
  const scripts = all.filter((r) => r.type === "Script");
  const imageReqs = all.filter((r) => r.type === "Image");
  const result = {
    url: url.replace(/^https?:\/\/[^/]+/, ""),
    jsKb: scripts.reduce((s, r) => s + r.bytes, 0) / 1024,
    jsFiles: scripts.length,
    js: scripts.map((r) => ({ url: r.url.replace(/^https?:\/\/[^/]+/, ""), kb: r.bytes / 1024 })),
    jsUncompressed: scripts.filter((r) => r.bytes > 1024 && !["br", "gzip", "zstd", "deflate"].includes(r.encoding)).map((r) => r.url),
    renderBlocking: blocking,
    imageKb: imageReqs.reduce((s, r) => s + r.bytes, 0) / 1024,
    images: imageReqs.length,
    largestImageKb: Math.max(0, ...imageReqs.map((r) => r.bytes)) / 1024,
    oversized: images.filter((i) => !i.svg && i.natural > i.drawn * OVERSIZE_FACTOR).map((i) => `${i.src} (${Math.round(i.natural / i.drawn)}× the pixels drawn)`),
    lcp,
    settledMs,
  };
  await context.close();
  return result;
}

/** The path of a goods detail page: the first goods card on the list. */
async function goodsDetailPath(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/goods/list`);
  const href = await page.locator('a[href^="/goods/detail"]').first().getAttribute("href", { timeout: 30_000 });
  await context.close();
  return href;
}

async function runLighthouse(urls) {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...ARGS] });
  const categories = ["accessibility", "best-practices", "seo", ...(withPerf ? ["performance"] : [])];
  const out = {};
  try {
    for (const url of urls) {
      const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }, desktopConfig);
      const lhr = r.lhr;
      const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.score === null ? null : Math.round(c.score * 100)]));
      const failing = {};
      for (const [k, c] of Object.entries(lhr.categories)) {
        if (k === "performance") continue;
        failing[k] = c.auditRefs
          .filter((a) => a.weight > 0)
          .map((a) => lhr.audits[a.id])
          .filter((a) => a.score !== null && a.score < 1)
          .map((a) => {
            // The first few offending elements, so the report says where to look.
            const nodes = (a.details?.items ?? []).map((i) => i.node?.snippet ?? i.node?.selector).filter(Boolean).slice(0, 3);
            return `${a.id}: ${a.title}${nodes.length ? `\n      ${nodes.map((n) => String(n).slice(0, 160)).join("\n      ")}` : ""}`;
          });
      }
      out[url] = { scores, failing, lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue };
    }
  } finally {
    chrome.kill();
  }
  return out;
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r, ri) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ") + (ri === 0 ? `\n${widths.map((w) => "─".repeat(w)).join("  ")}` : "")).join("\n");
}

const server = await startServer();
let failures = [];
/** Pages above the JS goal (printed; `--check` asserts their budgets). */
const jsGoalMissed = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  let results;
  try {
    const detail = await goodsDetailPath(browser, server.baseUrl);
    const urls = ["/", "/goods/list", detail].map((p) => server.baseUrl + p);
    results = [];
    for (const u of urls) results.push(await measure(browser, u));
  } finally {
    await browser.close();
  }
  const lh = withLighthouse ? await runLighthouse(results.map((r) => server.baseUrl + r.url)) : {};
  const fmt = (n) => (n === undefined || n === null ? "—" : String(n));
  const rows = [["page", "JS KB", `JS ≤ ${GOALS.jsKb}`, "budget", "JS files", "blocking", "img KB", "imgs", "max img KB", "settled ms", "perf", "a11y", "best pr.", "SEO"]];
  for (const r of results) {
    const s = lh[server.baseUrl + r.url]?.scores ?? {};
    rows.push([r.url, r.jsKb.toFixed(1), r.jsKb <= GOALS.jsKb ? "met" : "not met", jsBudgetKb(r.url), r.jsFiles, r.renderBlocking.length, r.imageKb.toFixed(1), r.images, r.largestImageKb.toFixed(1), r.settledMs, fmt(s.performance), fmt(s.accessibility), fmt(s["best-practices"]), fmt(s.seo)]);
  }
  console.log(`\nWeb audit (cold cache, 1440×900; JS as transferred; Lighthouse 12 desktop${withPerf ? "" : ", performance not run"})\n`);
  console.log(table(rows));
  console.log("");
  for (const r of results) {
    console.log(`${r.url}: LCP ${r.lcp ? `${r.lcp.element} at ${r.lcp.ms} ms` : "not reported"}`);
    if (argv.has("--list-js")) for (const j of [...r.js].sort((a, b) => b.kb - a.kb)) console.log(`  ${j.kb.toFixed(1).padStart(6)} KB ${j.url}`);
    for (const u of r.renderBlocking) console.log(`  render-blocking: ${u}`);
    for (const u of r.jsUncompressed) console.log(`  JS sent uncompressed: ${u}`);
    for (const u of r.oversized) console.log(`  oversized image: ${u}`);
    for (const [cat, list] of Object.entries(lh[server.baseUrl + r.url]?.failing ?? {})) for (const a of list) console.log(`  ${cat}: ${a}`);
    if (r.jsKb > GOALS.jsKb) jsGoalMissed.push(r.url);
    if (r.jsKb > GOALS.jsKb) console.log(`  note: ${r.jsKb.toFixed(1)} KB of JS, goal ≤ ${GOALS.jsKb} KB not met (asserted: the budget, ${jsBudgetKb(r.url)} KB)`);
    if (r.jsKb > jsBudgetKb(r.url)) failures.push(`${r.url}: ${r.jsKb.toFixed(1)} KB of JS, over its budget of ${jsBudgetKb(r.url)} KB (goal ≤ ${GOALS.jsKb} KB)`);
    if (r.jsUncompressed.length) failures.push(`${r.url}: ${r.jsUncompressed.length} JS files sent without compression`);
    if (r.renderBlocking.length > GOALS.renderBlocking) failures.push(`${r.url}: render-blocking requests: ${r.renderBlocking.join(", ")}`);
    if (r.oversized.length) failures.push(`${r.url}: oversized images: ${r.oversized.join(", ")}`);
    if (!r.lcp) failures.push(`${r.url}: no LCP element reported`);
    const s = lh[server.baseUrl + r.url]?.scores;
    if (s) {
      for (const [cat, min] of Object.entries(GOALS.lighthouse)) if (s[cat] < min) failures.push(`${r.url}: Lighthouse ${cat} ${s[cat]} (goal ≥ ${min})`);
      if (s.performance !== undefined && s.performance < GOALS.performance) console.log(`  note: performance ${s.performance} < ${GOALS.performance} (printed, not asserted: it moves with the machine's load)`);
    }
  }
} finally {
  await server.stop();
}
if (failures.length) {
  console.log(`\n${check ? "✗" : "!"} goals missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  if (check) process.exit(1);
} else if (jsGoalMissed.length) console.log(`\n✓ every check passed (JS within budget); JS goal of ${GOALS.jsKb} KB not met on: ${jsGoalMissed.join(", ")}`);
else console.log("\n✓ every goal met");
