import { describe, expect, it } from "vitest";
import { lazyRouteTable, type RouteTable } from "./lazyRouteTable";
import { allRoutes, loadSections, sectionIndex, sections } from "./routeTable";
import type { SectionDef } from "./routes";
import { sectionLoaders } from "./sectionLoaders";
import { routeExists, sectionsServing } from "./sections";
import { flatRoutes } from "./sectionRoutes";

describe("the route table by section (the build's)", () => {
  it("has the exports the build's lazy table has", async () => {
    const full: RouteTable = { sections, allRoutes, sectionIndex, loadSections };
    await full.loadSections(["goods"]);
    expect(full.allRoutes.length).toBeGreaterThan(250);
  });

  it("has a loader for each section, in the table's order, loading that section", async () => {
    expect(Object.keys(sectionLoaders)).toEqual(sections.map((s) => s.key));
    for (const s of sections) expect(await sectionLoaders[s.key](), s.key).toBe(s);
  });

  it("indexes every route path of every section, its 403 included", () => {
    expect(sectionIndex.map((e) => e.key)).toEqual(sections.map((s) => s.key));
    for (const s of sections) expect(sectionIndex.find((e) => e.key === s.key)?.paths).toEqual(flatRoutes(s).map((r) => r.path));
    expect(sectionIndex.find((e) => e.key === "setup")).toMatchObject({ base: "/setup", layout: "member", forbiddenPage: true });
    // what the build writes out: plain data
    expect(JSON.parse(JSON.stringify(sectionIndex))).toEqual(sectionIndex);
  });

  it("finds the sections serving a path: none for a path no route serves", () => {
    expect(sectionsServing(sectionIndex, "/")).toEqual(["entry"]);
    expect(sectionsServing(sectionIndex, "/goods/detail?goodsId=1")).toEqual(["goods"]);
    expect(sectionsServing(sectionIndex, "/goods/shop/s1")).toEqual(["goods"]);
    expect(sectionsServing(sectionIndex, "/setup/403")).toEqual(["setup"]);
    expect(sectionsServing(sectionIndex, "/farmingManageMap/index")).toEqual(["farmingManageMap"]);
    expect(sectionsServing(sectionIndex, "/no/such/page")).toEqual([]);
    expect(sectionsServing(sectionIndex, "/goods/nothing")).toEqual([]);
    // every route path is served by its own section
    for (const e of sectionIndex) for (const p of e.paths) if (!p.includes(":") && !p.includes("*")) expect(sectionsServing(sectionIndex, p), p).toContain(e.key);
  });

  it("knows every path from the index before any section loads", async () => {
    const t = lazyRouteTable(sectionIndex, sectionLoaders);
    expect(t.sections).toEqual([]);
    expect(t.allRoutes).toEqual([]);
    expect(routeExists("/farmingManage/index")).toBe(true);
    await t.loadSections(["goods"]);
    expect(t.sections.map((s) => s.key)).toEqual(["goods"]);
    expect(t.allRoutes.map((r) => r.path)).toContain("/goods/detail");
    expect(t.allRoutes.every((r) => r.section.key === "goods")).toBe(true);
  });

  it("keeps the loaded sections in the table's order, each once, in the same arrays", async () => {
    const t = lazyRouteTable(sectionIndex, sectionLoaders);
    const { sections: loaded, allRoutes } = t;
    await t.loadSections(["setup", "goods"]);
    await Promise.all([t.loadSections(["entry"]), t.loadSections(["entry", "setup"])]);
    expect(t.sections).toBe(loaded);
    expect(t.allRoutes).toBe(allRoutes);
    expect(loaded.map((s) => s.key)).toEqual(["entry", "setup", "goods"]);
    expect(allRoutes.map((r) => r.path)).toEqual(loaded.flatMap(flatRoutes).map((r) => r.path));
    expect(allRoutes.map((r) => r.path)).toContain("/setup/403");
  });

  it("tries a section whose load failed again on the next call", async () => {
    const goods = sections.find((s) => s.key === "goods") as SectionDef;
    let fail = true;
    const t = lazyRouteTable(sectionIndex, { goods: () => (fail ? Promise.reject(new Error("offline")) : Promise.resolve(goods)) });
    await expect(t.loadSections(["goods"])).rejects.toThrow("offline");
    expect(t.sections).toEqual([]);
    fail = false;
    await t.loadSections(["goods"]);
    expect(t.sections).toEqual([goods]);
    await expect(t.loadSections(["nope"])).rejects.toThrow(/nope/);
  });
});
