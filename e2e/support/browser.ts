import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { isKnown } from "./a11y-known";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a headless Chromium on a closed network (see shared/ci-services.md). Playwright gives
 * every launch a fresh, temporary profile (--user-data-dir) of its own.
 */
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/**
 * Accessibility (issue 10): every page a journey opens is checked with axe once it has settled — after
 * each `page.goto`, and after each in-app navigation once the URL has stayed put for a moment — and a
 * test fails when a page it visited has a serious or critical violation. E2E_AXE=off turns the check off
 * (for a local run while a fix is on its way; never in npm test).
 */
const AXE_ON = !["off", "0", "false"].includes(process.env.E2E_AXE ?? "");
const SETTLE_MS = 700;
/** How long a page gets to finish its animations before a finding is confirmed by a second check. */
const RECHECK_MS = 1_500;

export interface AxeFinding {
  /** Path and language the page was in: "/goods/list (zh-CN)". */
  page: string;
  rule: string;
  impact: string;
  help: string;
  /** The first few offending elements' selectors. */
  targets: string[];
}

export interface Session {
  baseUrl: string;
  browser: Browser;
  /** A fresh context (cookies, storage) and page; console errors (and React Router warnings) are collected. */
  newPage(): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }>;
  /** Checks the page now with axe (the automatic checks run at navigations; this one is for a state in between, e.g. an open dialog). */
  checkA11y(page: Page): Promise<void>;
}

/** Runs axe on the page as it is; serious and critical violations only. */
async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const where = await page.evaluate(() => `${location.pathname}${location.search} (${document.documentElement.lang})`);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ page: where, rule: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

/**
 * Screens already checked after a navigation in this run, by path, language and width: most journeys
 * log in through /user/login and land on the same few pages, and axe was a third of the journeys' time.
 * The journey files run one after another in their own workers, so the marks are files in a directory
 * the global setup made (`axeSeenDir`); `wx` makes the first to mark a screen the one that checks it.
 * A state in between (an open dialog, a field's error) is checked with `checkA11y`, which always runs.
 */
function firstVisit(screen: string): boolean {
  const mark = join(inject("axeSeenDir"), createHash("sha1").update(screen).digest("hex"));
  try {
    writeFileSync(mark, screen, { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/** Watches one page: checks it after each navigation has settled; the findings go to `sink`. */
function watchA11y(page: Page, sink: AxeFinding[], pending: Set<Promise<void>>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain = Promise.resolve();
  const checked = new Set<string>();
  const run = (always = false) => {
    const url = page.url();
    const task = (chain = chain.then(async () => {
      if (page.isClosed() || page.url() !== url) return;
      try {
        const screen = `${new URL(url).pathname} ${await page.evaluate(() => `${document.documentElement.lang} ${window.innerWidth}`)}`;
        if (!firstVisit(screen) && !always) return;
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
        if (page.isClosed() || page.url() !== url) return;
        let found = await axeFindings(page);
        if (found.length) {
          // A page still animating (tags fading in, a button's click wave, an upload item entering) can
          // fail for a moment: only what is still there once it has settled counts.
          await page.waitForTimeout(RECHECK_MS);
          if (page.isClosed() || page.url() !== url) return;
          const again = new Set((await axeFindings(page)).map((f) => `${f.rule}|${f.targets.join(",")}`));
          found = found.filter((f) => again.has(`${f.rule}|${f.targets.join(",")}`));
        }
        if (page.url() !== url) return; // moved on while axe ran: the next check covers it
        for (const f of found) {
          const key = `${f.page}|${f.rule}|${f.targets.join(",")}`;
          if (checked.has(key)) continue;
          checked.add(key);
          sink.push(f);
        }
      } catch {
        /* the page closed or navigated while axe ran */
      }
    }));
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  });
  page.on("close", () => clearTimeout(timer));
  return { checkNow: () => run(true) };
}

export function formatFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `  - ${f.page}: ${f.rule} (${f.impact}) ${f.help}\n      ${f.targets.join("\n      ")}`).join("\n");
}

/** One Chromium per test file. */
export function useBrowser(): Session {
  const s = { baseUrl: "" } as Session;
  const findings: AxeFinding[] = [];
  const pending = new Set<Promise<void>>();
  const watchers = new WeakMap<Page, { checkNow: () => void }>();
  beforeAll(async () => {
    s.baseUrl = inject("baseUrl");
    s.browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
    s.newPage = async () => {
      const context = await s.browser.newContext({ baseURL: s.baseUrl, locale: "zh-CN" });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on("console", (m) => {
        // React Router's warnings are mistakes in our route tree (e.g. no HydrateFallback): count them too.
        if (m.type() === "error" || (m.type() === "warning" && /react router|HydrateFallback/i.test(m.text()))) consoleErrors.push(m.text());
      });
      page.on("pageerror", (e) => consoleErrors.push(String(e)));
      // The corner notice after login (the account-binding suggestion) may cover a dialog's buttons,
      // and the pointer resting on it pauses its timer: journeys close it when it is in the way.
      await page.addLocatorHandler(page.locator(".ant-notification-notice"), async (notice) => {
        await notice.locator(".ant-notification-notice-close").click();
      });
      if (AXE_ON) watchers.set(page, watchA11y(page, findings, pending));
      return { page, context, consoleErrors };
    };
    s.checkA11y = async (page) => {
      if (!AXE_ON) return;
      watchers.get(page)?.checkNow();
      await Promise.all([...pending]);
    };
  });
  afterEach(async () => {
    await Promise.all([...pending]);
    const all = findings.splice(0);
    const known = all.filter(isKnown);
    if (known.length) console.warn(`axe: known violations (e2e/support/a11y-known.ts), not failing:\n${formatFindings(known)}`);
    const found = all.filter((f) => !isKnown(f));
    if (found.length) throw new Error(`axe: serious or critical accessibility violations on the pages this test visited:\n${formatFindings(found)}`);
  });
  afterAll(async () => {
    await s.browser?.close();
  });
  return s;
}
