import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zhCN } from "../i18n/zh-CN";
import { safeRedirect } from "../sections/user/LoginPage";
import type { FuncTree } from "@qinlian/contract";
import { selectedEntry, systemOf } from "./layouts/MemberLayout";
import { withSuffix } from "./Root";
import { activeRewrites } from "./rewrites";
import { allRoutes, routeExists, sectionOf } from "./sections";

const keys = (o: object, p = ""): string[] =>
  Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (typeof v === "object" ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));

describe("route table", () => {
  it("every member section has its 403 child", () => {
    for (const s of ["financial", "service", "setup", "transaction", "shoping", "cashier", "farmingManage", "farmingService", "farmingBaike", "farmlandService", "farmingManageMap"]) {
      expect(routeExists(`/${s}/403`), s).toBe(true);
    }
  });
  it("has each path once", () => {
    const paths = allRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it("matches parameters and ignores the query", () => {
    expect(routeExists("/setup/index?x=1")).toBe(true);
    expect(routeExists("/no/such/page")).toBe(false);
  });
  it("finds a path's section by its base", () => {
    expect(sectionOf("/setup/index")?.key).toBe("setup");
    expect(sectionOf("/farmingManageMap/403")?.key).toBe("farmingManageMap");
    expect(sectionOf("/")).toBeUndefined();
  });
  it("only rewrites to screens that exist", () => {
    for (const [, to] of activeRewrites()) expect(routeExists(to)).toBe(true);
    expect(activeRewrites()).toContainEqual(["/setup", "/setup/index"]);
  });
  it("every route has a Chinese and an English title", () => {
    for (const r of allRoutes) {
      expect(r.title.zh.length, r.path).toBeGreaterThan(0);
      expect(r.title.en.length, r.path).toBeGreaterThan(0);
    }
  });
});

describe("shell helpers", () => {
  it("appends the regional suffix to titles only when missing", () => {
    expect(withSuffix("商城首页", "山东禽业供应链平台")).toBe("商城首页 - 山东禽业供应链平台");
    expect(withSuffix("商城首页 - 山东禽业供应链平台", "山东禽业供应链平台")).toBe("商城首页 - 山东禽业供应链平台");
    expect(withSuffix("", "山东禽业供应链平台")).toBe("山东禽业供应链平台");
  });
  it("accepts only in-app return paths after login", () => {
    expect(safeRedirect("/setup/index?a=1")).toBe("/setup/index?a=1");
    expect(safeRedirect("//evil.example.com")).toBe("/");
    expect(safeRedirect("https://evil.example.com")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect("/user/login?redirect=/x")).toBe("/");
  });
  it("maps member paths to their top-menu system", () => {
    expect(systemOf("/transaction/myOrder")).toBe("transaction");
    expect(systemOf("/farmingManageMap/index")).toBe("farmingManage");
  });

  it("lights the left-menu entry of a sub-page: its own path, its route's function, or the list it is under", () => {
    const node = (code: string, path: string | null, children: FuncTree[] = []): FuncTree => ({ code, parentCode: null, name: code, nameEn: code, path, icon: null, sort: 0, children });
    const tree = [
      node("farmingManage.record", null, [node("farmingManage.record.list", "/farmingManage/record/FEED"), node("farmingManage.record.book", "/farmingManage/list")]),
      node("farmingManage.material", null, [node("farmingManage.material.store", "/farmingManage/storeManage"), node("farmingManage.material.stock", "/farmingManage/stockManage")]),
    ];
    expect(selectedEntry(tree, "/farmingManage/stockManage")).toBe("/farmingManage/stockManage");
    expect(selectedEntry(tree, "/farmingManage/record/WATER/add")).toBe("/farmingManage/record/FEED");
    expect(selectedEntry(tree, "/farmingManage/storeManage/update/abc")).toBe("/farmingManage/storeManage");
    expect(selectedEntry(tree, "/farmingManage/elsewhere")).toBeUndefined();
  });
  it("English has exactly the Chinese keys", () => {
    expect(keys(en).sort()).toEqual(keys(zhCN).sort());
  });
});
