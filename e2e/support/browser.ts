import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a headless Chromium on a closed network (see shared/ci-services.md). Playwright gives
 * every launch a fresh, temporary profile (--user-data-dir) of its own.
 */
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export interface Session {
  baseUrl: string;
  browser: Browser;
  /** A fresh context (cookies, storage) and page; console errors (and React Router warnings) are collected. */
  newPage(): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }>;
}

/** One Chromium per test file. */
export function useBrowser(): Session {
  const s = { baseUrl: "" } as Session;
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
      return { page, context, consoleErrors };
    };
  });
  afterAll(async () => {
    await s.browser?.close();
  });
  return s;
}
