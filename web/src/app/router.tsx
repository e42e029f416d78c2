import { identity } from "@qinlian/contract";
import { lazy, Suspense } from "react";
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { api, ApiError } from "../api";
import { LightSpin } from "../kit/LightSpin";
import { PlainLayout } from "./layouts/PlainLayout";
import { PortalLayout } from "./layouts/PortalLayout";
import { queryClient } from "./query";
import { RootLayout } from "./Root";
import { activeRewrites } from "./rewrites";
import { allRoutes, loadSectionsFor, sections, type FlatRoute } from "./sections";
import type { LayoutKind, SectionDef } from "./routes";
import { hasTicketCookie } from "./store";
import { loginCodes } from "@qinlian/contract";

export interface RouteHandle {
  route: FlatRoute;
}

const loginPath = (url: URL) => `/user/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;

/** Runs before a screen loads: the login check (spec §2) and the function check (section 403). */
function gate(r: FlatRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // A returned redirect works as a thrown one would (react-router checks a loader's result for it).
    if ((r.needLogin || r.func) && !hasTicketCookie()) return redirect(loginPath(url));
    if (r.func) {
      const funcCode = r.func;
      let allowed: boolean;
      try {
        const res = await queryClient.fetchQuery({
          queryKey: [identity.judgeAuth.path, { funcCode }],
          queryFn: () => api(identity.judgeAuth, { funcCode }, { quietAuth: true }),
          staleTime: 60_000,
        });
        allowed = res.allowed;
      } catch (e) {
        if (e instanceof ApiError && loginCodes.includes(e.code)) return redirect(loginPath(url));
        throw e;
      }
      if (!allowed) return redirect(`${r.section.base}/403`);
    }
    return null;
  };
}

function toRouteObject(r: FlatRoute): RouteObject {
  return {
    path: r.path,
    handle: { route: r } satisfies RouteHandle,
    loader: gate(r),
    lazy: async () => ({ Component: (await r.page()).default }),
  };
}

function FirstLoad() {
  return (
    <div style={{ minHeight: "60vh", display: "flex", alignItems: "center", justifyContent: "center" }}>
      <LightSpin />
    </div>
  );
}

// The error page (antd's Result, with its illustrations) loads only when a screen fails. The layouts stay
// in the first load: loaded lazily, logging out from the member centre ended on the login page instead of
// home (e2e shell journey "a needLogin route …").
const LazyRouteErrorPage = lazy(() => import("./pages/RouteErrorPage").then((m) => ({ default: m.RouteErrorPage })));

function RouteError() {
  return (
    <Suspense fallback={<FirstLoad />}>
      <LazyRouteErrorPage />
    </Suspense>
  );
}

// The member centre's layout (its side menu, drawer and identity cards) is not a visitor's first load: it
// loads with the first member screen. The route's component itself stays eager (router behaviour as before).
const LazyMemberLayout = lazy(() => import("./layouts/MemberLayout").then((m) => ({ default: m.MemberLayout })));

function MemberLayout() {
  return (
    <Suspense fallback={<FirstLoad />}>
      <LazyMemberLayout />
    </Suspense>
  );
}

const layoutOf = (r: FlatRoute): LayoutKind => r.layout ?? r.section.layout;
const layouts: readonly LayoutKind[] = ["portal", "member", "plain"];

/** What the router reads of the route table (app/sections.ts; a test may give its own). */
export interface RouterTable {
  sections: readonly SectionDef[];
  allRoutes: readonly FlatRoute[];
  loadSectionsFor(path: string): Promise<void>;
}

/**
 * The router's routes and how it learns the others. The routes: the rewrites, the three layouts with the
 * routes of the sections loaded so far (in the build none: each section's routes load with its first path; in
 * node and the dev server all), and the 404 splat. Before the router matches a path it does not know for
 * sure (a section not visited yet, a path only a parameter or the 404 splat matches), the routes of the
 * sections serving it load (their module, with their screens' loaders) and join the router under their
 * layouts (patchRoutesOnNavigation). A path no section serves loads nothing and stays the 404 page.
 */
export function appRoutes(table: RouterTable = { sections, allRoutes, loadSectionsFor }): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  // The sections whose routes the router has.
  const mounted = new Set<SectionDef>(table.sections);
  const routesOf = (layout: LayoutKind, of: ReadonlySet<SectionDef>) =>
    table.allRoutes.filter((r) => of.has(r.section) && layoutOf(r) === layout).map(toRouteObject);
  const rewrites: RouteObject[] = activeRewrites().map(([from, to]) => ({
    path: from,
    loader: ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search),
    // never drawn (the loader redirects), but a leaf without one makes React Router warn
    element: null,
  }));
  const routes: RouteObject[] = [
    {
      Component: RootLayout,
      // While the first screen's code and loader arrive: a centred spinner, not a blank page.
      HydrateFallback: FirstLoad,
      errorElement: <RouteError />,
      children: [
        ...rewrites,
        { id: "portal", Component: PortalLayout, children: [...routesOf("portal", mounted), { path: "*", lazy: () => import("./pages/ErrorPages").then((m) => ({ Component: m.Page404 })) }] },
        { id: "member", Component: MemberLayout, children: routesOf("member", mounted) },
        { id: "plain", Component: PlainLayout, children: routesOf("plain", mounted) },
      ],
    },
  ];
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
    await table.loadSectionsFor(path);
    // A navigation given up meanwhile patches nothing (React Router ignores its patch): the next one will.
    if (signal.aborted) return;
    const fresh = new Set(table.sections.filter((s) => !mounted.has(s)));
    for (const s of fresh) mounted.add(s);
    for (const layout of layouts) {
      const children = routesOf(layout, fresh);
      if (children.length) patch(layout, children);
    }
  };
  return { routes, patchRoutesOnNavigation };
}

export const createAppRouter = () => {
  const { routes, patchRoutesOnNavigation } = appRoutes();
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
};
