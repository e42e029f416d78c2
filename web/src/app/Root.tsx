import { identity, system } from "@qinlian/contract";
import { Spin } from "antd";
import NProgress from "nprogress";
import "nprogress/nprogress.css";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches, useNavigate, useNavigation } from "react-router";
import { api, uiBindings } from "../api";
import { clientConfig } from "../api/config";
import { pick, setLang } from "../i18n";
import { usePrefs } from "../kit/usePrefs";
import type { RouteHandle } from "./router";
import { hasTicketCookie, useAppStore } from "./store";

// the bar's default template has role="bar", not an ARIA role (axe: aria-roles): a hidden bar instead
NProgress.configure({ showSpinner: false, barSelector: ".bar", template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>' });

/** A progress bar while the router loads the next screen (spec §2). */
function useNavProgress() {
  const state = useNavigation().state;
  useEffect(() => {
    if (state === "idle") NProgress.done();
    else NProgress.start();
  }, [state]);
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

function LoadingOverlay() {
  const text = useAppStore((s) => s.loadingText);
  return text ? <Spin fullscreen spinning tip={text} size="large" /> : null;
}

export function RootLayout() {
  useNavProgress();
  useTitle();
  useHashMarkerRedirect();
  useBootstrap();
  useSavedLanguage();
  const demoCode = useDemoSmsCode();
  return (
    <>
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
