import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

/**
 * The public shell, the home page and the login/sign-up pages as a visitor sees them on a phone
 * (390×844 and 360×740) and on a desktop (1440×900): nothing scrolls sideways, the banner shows its
 * whole picture, every category is in view, the bottom bar is there on phones only, English leaves
 * no Chinese in the home's service block and the footer, and the shell passes its axe checks.
 */
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
const CJK = /[\u3400-\u9fff\uff01-\uff5e]/;

/** Each page and what shows once it has rendered. */
const pages: { path: string; ready: (p: Page) => Promise<void> }[] = [
  { path: "/", ready: (p) => p.getByTestId("home-categories").getByText("禽苗种禽", { exact: true }).waitFor() },
  { path: "/user/login", ready: (p) => p.getByTestId("login-form").waitFor() },
  { path: "/user/register", ready: (p) => p.getByTestId("register-submit").waitFor() },
  { path: "/navigation/index", ready: (p) => p.getByTestId("sitemap").waitFor() },
];

async function sideScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe("the public shell on phones and desktops", () => {
  const s = useBrowser();

  for (const size of [PHONE, SMALL_PHONE, DESKTOP]) {
    it(`no page scrolls sideways at ${size.width}×${size.height}, each has one <h1> and its content in landmarks`, async () => {
      for (const p of pages) {
        // a fresh page for each (one axe run per document)
        const { page, consoleErrors } = await s.newPage();
        await page.setViewportSize(size);
        await page.goto(p.path);
        await p.ready(page);
        await page.waitForLoadState("networkidle");
        expect(await sideScroll(page), p.path).toBeLessThanOrEqual(0);
        expect(await page.locator("h1").count(), `${p.path}: one h1`).toBe(1);
        for (const landmark of ["header", "main", "footer"]) expect(await page.locator(landmark).count(), `${p.path}: ${landmark}`).toBe(1);
        // serious and critical findings (colours, aria-hidden focus …) are the harness's automatic
        // check (support/browser.ts); let it finish, then check the page's structure: landmarks, one h1, lists
        await s.checkA11y(page);
        const axe = await new AxeBuilder({ page })
          .setLegacyMode(true)
          .withRules(["region", "landmark-one-main", "landmark-no-duplicate-main", "page-has-heading-one", "list", "listitem"])
          .analyze();
        const problems = axe.violations.flatMap((v) => v.nodes.map((n) => `${p.path} ${v.id}: ${n.target.join(" ")}`));
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.context().close();
      }
    });
  }

  for (const size of [PHONE, DESKTOP]) {
    it(`the home banner shows its whole 3:1 picture, every category and the side and floor adverts at ${size.width}`, async () => {
      const { page } = await s.newPage();
      await page.setViewportSize(size);
      await page.goto("/");
      const image = page.getByTestId("home-banner-image");
      await image.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>("[data-testid=home-banner-image]");
        return !!img && img.complete && img.naturalWidth > 0;
      });
      const box = (await image.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(3, 1);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      // the picture itself is 3:1 too, so object-fit shows all of it (no cropping)
      const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(natural).toBeCloseTo(box.width / box.height, 1);
      // no focusable element in a slide that is not showing
      const hiddenFocusable = await page.evaluate(
        () => Array.from(document.querySelectorAll("[data-testid=home-banner] [aria-hidden=true]")).filter((el) => !(el as HTMLElement).inert && el.querySelector("a, button")).length,
      );
      expect(hiddenFocusable).toBe(0);

      // every first-level category is visible inside its box, none behind a scrollbar
      const panel = page.getByTestId("home-categories");
      const items = panel.locator("li");
      await items.nth(11).waitFor();
      expect(await items.count()).toBe(12);
      const panelBox = (await panel.boundingBox())!;
      for (let i = 0; i < 12; i++) {
        const b = (await items.nth(i).boundingBox())!;
        expect(b.y + b.height, `category ${i + 1} inside the box`).toBeLessThanOrEqual(panelBox.y + panelBox.height + 1);
        expect(b.x + b.width).toBeLessThanOrEqual(panelBox.x + panelBox.width + 1);
      }
      await panel.getByText("农机农具", { exact: true }).waitFor();

      // 首页右侧推荐: both side adverts, whole (280×200)
      for (const n of [1, 2]) {
        const side = (await page.getByTestId(`home-side-${n}`).boundingBox())!;
        expect(side.width / side.height).toBeCloseTo(280 / 200, 1);
      }
      // 首页楼层: four floors with goods; the floor pictures on desktops
      for (const n of [1, 2, 3, 4]) {
        const floor = page.getByTestId(`home-floor-${n}`);
        await floor.scrollIntoViewIfNeeded();
        await floor.getByTestId("goods-tile").first().waitFor();
        const ad = floor.getByTestId(`home-floor-ad-${n}`);
        if (size === DESKTOP) expect(((await ad.boundingBox())!.width / (await ad.boundingBox())!.height)).toBeCloseTo(390 / 480, 1);
        else expect(await ad.count()).toBe(0);
      }
    });
  }

  it("the bottom bar is on phones only, and its search finds goods", async () => {
    const { page } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByTestId("home-categories").getByText("禽苗种禽", { exact: true }).waitFor();
    expect(await page.getByTestId("bottom-bar").count()).toBe(0);
    // the top bar is one line on a desktop
    expect((await page.getByTestId("top-bar").boundingBox())!.height).toBeLessThanOrEqual(34);

    await page.setViewportSize(PHONE);
    const bar = page.getByTestId("bottom-bar");
    await bar.waitFor();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    expect(barBox.width).toBe(PHONE.width);
    // one line on a phone too, and the logo does not run into the search box or the sign-up link
    expect((await page.getByTestId("top-bar").boundingBox())!.height).toBeLessThanOrEqual(34);
    const logo = (await page.locator(".ql-brand-logo").boundingBox())!;
    const search = (await page.getByTestId("header-search").boundingBox())!;
    expect(logo.x + logo.width).toBeLessThanOrEqual(search.x);
    await bar.getByTestId("bottom-search").click();
    await page.getByTestId("bottom-search-input").fill("蛋鸡苗");
    await page.getByTestId("bottom-search-input").press("Enter");
    await page.waitForURL(/\/goods\/list\?keyword=/);
    // (the home stays mounted, hidden, behind other pages: look inside the results)
    await page.getByTestId("results").getByTestId("goods-tile").first().waitFor();
    // on the login page the bar's last entry is 登录; the plain layout has no bottom bar
    await bar.getByRole("link", { name: "请登录" }).click();
    await page.waitForURL(/\/user\/login/);
    await page.getByTestId("login-form").waitFor();
    expect(await page.getByTestId("bottom-bar").count()).toBe(0);
  });

  for (const size of [PHONE, DESKTOP]) {
    it(`in English the home's service block and the footer carry no Chinese (${size.width})`, async () => {
      const { page } = await s.newPage();
      await page.setViewportSize(size);
      await page.goto("/");
      await page.getByTestId("home-service").waitFor();
      await page.getByTestId("lang-switch").click();
      await page.getByTestId("home-service").getByText("Our services").waitFor();
      await page.getByTestId("footer").getByText("Shandong Poultry Supply Chain Platform", { exact: false }).first().waitFor();
      await page.waitForLoadState("networkidle");
      const service = await page.getByTestId("home-service").innerText();
      const footer = await page.getByTestId("footer").innerText();
      expect(service.match(CJK), service).toBeNull();
      expect(footer.match(CJK), footer).toBeNull();
      expect(footer).toContain("400-618-0531");
      // the login page's side tells what the platform offers, in English too
      await page.goto("/user/login");
      const showcase = page.getByTestId("auth-showcase");
      await showcase.getByText("The poultry supply chain, on one platform").waitFor();
      expect((await showcase.innerText()).match(CJK)).toBeNull();
    });
  }
});
