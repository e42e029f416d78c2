import { identity } from "@qinlian/contract";
import { lazy, Suspense } from "react";
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { api, ApiError } from "../api";
import { LightSpin } from "../kit/LightSpin";
import { PlainLayout } from "./layouts/PlainLayout";
import { PortalLayout } from "./layouts/PortalLayout";
import { queryClient } from "./query";
import { RootLayout } from "./Root";
import { activeRewrites } from "./rewrites";
import { allRoutes, type FlatRoute } from "./sections";
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

export function buildRoutes(): RouteObject[] {
  const by = (layout: string) => allRoutes.filter((r) => (r.layout ?? r.section.layout) === layout).map(toRouteObject);
  const rewrites: RouteObject[] = activeRewrites().map(([from, to]) => ({
    path: from,
    loader: ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search),
    // never drawn (the loader redirects), but a leaf without one makes React Router warn
    element: null,
  }));
  return [
    {
      Component: RootLayout,
      // While the first screen's code and loader arrive: a centred spinner, not a blank page.
      HydrateFallback: FirstLoad,
      errorElement: <RouteError />,
      children: [
        ...rewrites,
        { Component: PortalLayout, children: [...by("portal"), { path: "*", lazy: () => import("./pages/ErrorPages").then((m) => ({ Component: m.Page404 })) }] },
        { Component: MemberLayout, children: by("member") },
        { Component: PlainLayout, children: by("plain") },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
