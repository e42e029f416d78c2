import { identity, system } from "@qinlian/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches, useNavigate, useNavigation } from "react-router";
import { api, uiBindings } from "../api";
import { clientConfig } from "../api/config";
import { pick, setLang } from "../i18n";
import { usePrefs } from "../kit/usePrefs";
import type { RouteHandle } from "./router";
import { hasTicketCookie, useAppStore } from "./store";

const PROGRESS_KEYFRAMES = "@keyframes ql-nav-progress{from{width:0}to{width:90%}}";

/**
 * A progress bar while the router loads the next screen (spec §2), as nprogress drew it (a thin bar in
 * the brand colour across the top: styles.css `#nprogress .bar`), without nprogress in every first load:
 * it creeps towards 90 % while loading, then fills and fades. Hidden from assistive technology.
 */
function NavProgress() {
  const loading = useNavigation().state !== "idle";
  // when loading ends, the bar fills and fades for a moment before it goes
  const [was, setWas] = useState(loading);
  const [fading, setFading] = useState(false);
  if (was !== loading) {
    setWas(loading);
    setFading(!loading);
  }
  useEffect(() => {
    if (!fading) return;
    const t = setTimeout(() => setFading(false), 450);
    return () => clearTimeout(t);
  }, [fading]);
  if (!loading && !fading) return null;
  const done = !loading;
  return (
    <div id="nprogress" aria-hidden="true" style={{ pointerEvents: "none" }}>
      <style>{PROGRESS_KEYFRAMES}</style>
      <div
        className="bar"
        style={{
          position: "fixed",
          zIndex: 1031,
          top: 0,
          left: 0,
          width: done ? "100%" : undefined,
          opacity: done ? 0 : 1,
          animation: done ? undefined : "ql-nav-progress 10s cubic-bezier(0.1, 0.7, 0.2, 1) forwards",
          transition: "width 0.2s ease, opacity 0.25s linear 0.2s",
        }}
      />
    </div>
  );
}

/** Page title = the screen's title + the regional suffix, unless it already ends with it (spec §2). */
export function withSuffix(title: string, suffix: string): string {
  if (!suffix || title.endsWith(suffix)) return title;
  return title ? `${title} - ${suffix}` : suffix;
}

function useTitle() {
  const matches = useMatches();
  const { i18n } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  const route = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route)?.handle as RouteHandle | undefined;
  useEffect(() => {
    const title = route ? pick(route.route.title, i18n.language) : "";
    document.title = withSuffix(title, site?.titleSuffix ?? clientConfig().siteName);
  }, [route, i18n.language, site]);
}

/** `/#/goods/list?x=1` (old hash-style links) → `/goods/list?x=1` (spec §2). */
function useHashMarkerRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const fix = () => {
      const h = window.location.hash;
      if (h.startsWith("#/")) void navigate(h.slice(1), { replace: true });
    };
    fix();
    window.addEventListener("hashchange", fix);
    return () => window.removeEventListener("hashchange", fix);
  }, [navigate]);
}

/** Loads the site info and, when a ticket cookie exists, who is logged in. */
function useBootstrap() {
  const { setSiteInfo, setUserInfo } = useAppStore.getState();
  useEffect(() => {
    api(system.siteInfo, {}, { errBySelf: true }).then(setSiteInfo, () => undefined);
    if (hasTicketCookie() && !useAppStore.getState().userInfo) {
      api(identity.memberByToken, {}, { quietAuth: true }).then(setUserInfo, () => undefined);
    }
  }, [setSiteInfo, setUserInfo]);
}

/** A logged-in member's saved language wins over this browser's last choice. */
function useSavedLanguage() {
  const user = useAppStore((s) => s.userInfo);
  const { i18n } = useTranslation();
  const { prefs } = usePrefs();
  useEffect(() => {
    if (user && prefs.lang && prefs.lang !== i18n.language) setLang(prefs.lang);
  }, [user, prefs.lang, i18n]);
}

const DemoSmsBinder = lazy(() => import("./DemoSmsBinder"));

/** Demo mode's SMS-code notice: its code (antd's notification) loads with the first code to show. */
function useDemoSmsCode(): string | null {
  const [first, setFirst] = useState<string | null>(null);
  useEffect(() => {
    uiBindings.demoCode = (code) => setFirst(code);
  }, []);
  return first;
}

// antd's full-screen Spin while a form saves: its code loads with the first one.
const Spin = lazy(() => import("antd/es/spin"));

function LoadingOverlay() {
  const text = useAppStore((s) => s.loadingText);
  return text ? (
    <Suspense fallback={null}>
      <Spin fullscreen spinning tip={text} size="large" />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  useTitle();
  useHashMarkerRedirect();
  useBootstrap();
  useSavedLanguage();
  const demoCode = useDemoSmsCode();
  return (
    <>
      <NavProgress />
      <Outlet />
      {demoCode && (
        <Suspense fallback={null}>
          <DemoSmsBinder first={demoCode} />
        </Suspense>
      )}
      <LoadingOverlay />
    </>
  );
}
