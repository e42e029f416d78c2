import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { lazyRouteTable } from "./lazyRouteTable";
import { appRoutes } from "./router";
import { memberSection, type RouteDef, type SectionDef } from "./routes";
import { sectionsServing } from "./sections";
import { sectionEntry } from "./sectionRoutes";

const screen = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, title: { zh: path, en: path }, page: () => Promise.resolve({ default: () => null }), ...extra });
const home: SectionDef = { key: "home", base: "", title: { zh: "首页", en: "Home" }, layout: "portal", routes: [screen("/")] };
const shop: SectionDef = { key: "shop", base: "/shop", title: { zh: "店", en: "Shop" }, layout: "portal", routes: [screen("/shop/list"), screen("/shop/:id"), screen("/shop/print", { layout: "plain" })] };
const club = memberSection("club", { zh: "会员", en: "Club" }, [screen("/club/index")]);

/** A router on a table whose sections load when first asked for, as the build's do; with how many times each loaded. */
function lazyRouter(at: string) {
  const loads: string[] = [];
  const all = [home, shop, club];
  const table = lazyRouteTable(
    all.map(sectionEntry),
    Object.fromEntries(all.map((s) => [s.key, () => (loads.push(s.key), Promise.resolve(s))])),
  );
  const { routes, patchRoutesOnNavigation } = appRoutes({ ...table, loadSectionsFor: (p) => table.loadSections(sectionsServing(table.sectionIndex, p)) });
  const router = createMemoryRouter(routes, { initialEntries: [at], patchRoutesOnNavigation });
  return { router, table, loads };
}

type Router = ReturnType<typeof createMemoryRouter>;

const settled = (router: Router) =>
  new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === "idle";
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });

/** The matched route's path and the layout route it is under. */
const where = (router: Router) => {
  const m = router.state.matches;
  return { path: m[m.length - 1]?.route.path, layout: m[1]?.route.id };
};

describe("the router with sections loaded as visited", () => {
  it("loads only the first path's section, then each section once, as its paths are visited", async () => {
    const { router, table, loads } = lazyRouter("/shop/list");
    await settled(router);
    expect(where(router)).toEqual({ path: "/shop/list", layout: "portal" });
    expect(table.sections.map((s) => s.key)).toEqual(["shop"]);
    await router.navigate("/shop/42");
    expect(where(router)).toEqual({ path: "/shop/:id", layout: "portal" });
    await router.navigate("/shop/print");
    expect(where(router)).toEqual({ path: "/shop/print", layout: "plain" });
    await router.navigate("/");
    expect(where(router).path).toBe("/");
    await router.navigate("/club/index");
    expect(where(router)).toEqual({ path: "/club/index", layout: "member" });
    await router.navigate("/club/403");
    expect(where(router)).toEqual({ path: "/club/403", layout: "member" });
    await router.navigate("/shop/list");
    expect(loads).toEqual(["shop", "home", "club"]);
    router.dispose();
  });

  it("leaves a path no section serves to the 404 page, loading nothing", async () => {
    const { router, loads } = lazyRouter("/no/such/page");
    await settled(router);
    expect(where(router)).toEqual({ path: "*", layout: "portal" });
    await router.navigate("/shop/list/more");
    expect(where(router).path).toBe("*");
    expect(loads).toEqual([]);
    router.dispose();
  });
});
