import { AppstoreOutlined, HomeOutlined, SearchOutlined, ShoppingCartOutlined, UserOutlined } from "@ant-design/icons";
import { Grid } from "antd";
import { LightBadge } from "../../kit/LightBadge";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { routeExists } from "../sections";
import { useAppStore } from "../store";

/** The portal's public sections, in order; entries appear once their screen exists. */
export const publicNav = [
  { key: "home", path: "/" },
  { key: "mall", path: "/goods/home" },
  { key: "purchasingHall", path: "/purchasingHall/index" },
  { key: "priceQuotation", path: "/priceQuotation/index" },
  { key: "orderFeed", path: "/order/list" },
  { key: "bidding", path: "/goodsbidding/list" },
  { key: "information", path: "/information/list" },
  { key: "finance", path: "/serviceHall/finance" },
  { key: "serviceHall", path: "/serviceHall/proServices" },
  { key: "siteMap", path: "/navigation/index" },
] as const;

/** Phones and small tablets (below antd's `md`, 768 px): one column, bottom bar, compact header. */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** Whether `path` is the section the current page belongs to (its own path or a sibling screen). */
function isCurrent(path: string, pathname: string): boolean {
  if (path === "/") return pathname === "/";
  return pathname === path || pathname.startsWith(path.replace(/\/[^/]+$/, "/"));
}

/** The main navigation: a strip of links (it scrolls by itself when it is wider than a phone). */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = publicNav.filter((n) => routeExists(n.path));
  return (
    <nav className="ql-mainnav" aria-label={t("nav.mainLabel")}>
      <div className="ql-container">
        <ul data-testid="main-nav">
          {items.map((n) => (
            <li key={n.path}>
              <Link to={n.path} aria-current={isCurrent(n.path, pathname) ? "page" : undefined}>
                {t(`nav.${n.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** The bottom bar's goods search (a drawer): its code loads when it is first opened. */
const SearchDrawer = lazy(() => import("./SearchDrawer"));

/** Phones only: home, categories, search, cart and the member centre under the thumb. */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAppStore((s) => s.userInfo);
  const cartCount = useAppStore((s) => s.cartCount);
  const [searching, setSearching] = useState(false);
  // Mounted from the first opening on, so closing it animates as before.
  const [opened, setOpened] = useState(false);
  const me = user ? (user.isOperator && routeExists("/admin") ? "/admin" : "/setup/index") : "/user/login";
  const catalogue = routeExists("/goods/list") ? "/goods/list" : "/navigation/index";
  const here = (p: string) => (isCurrent(p, pathname) ? ("page" as const) : undefined);
  return (
    <nav className="ql-bottombar" aria-label={t("nav.bottomLabel")} data-testid="bottom-bar">
      <ul>
        <li>
          <Link to="/" aria-current={here("/")}>
            <HomeOutlined aria-hidden />
            <span className="ql-bb-label">{t("nav.home")}</span>
          </Link>
        </li>
        <li>
          <Link to={catalogue} aria-current={here(catalogue)}>
            <AppstoreOutlined aria-hidden />
            <span className="ql-bb-label">{t("nav.categories")}</span>
          </Link>
        </li>
        {routeExists("/goods/list") && (
          <li>
            <button type="button" onClick={() => {
                setOpened(true);
                setSearching(true);
              }} data-testid="bottom-search">
              <SearchOutlined aria-hidden />
              <span className="ql-bb-label">{t("common.search")}</span>
            </button>
          </li>
        )}
        {routeExists("/shoping/cart") && (
          <li>
            <Link to="/shoping/cart" aria-current={here("/shoping/cart")}>
              <LightBadge count={cartCount} size="small" offset={[4, 0]}>
                <ShoppingCartOutlined aria-hidden style={{ fontSize: 20, color: "inherit" }} />
              </LightBadge>
              <span className="ql-bb-label">{t("header.cart")}</span>
            </Link>
          </li>
        )}
        <li>
          <Link to={me} aria-current={here(me)}>
            <UserOutlined aria-hidden />
            <span className="ql-bb-label">{user ? t("nav.me") : t("header.login")}</span>
          </Link>
        </li>
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <SearchDrawer open={searching} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </nav>
  );
}
