import { identity, type FuncTree } from "@qinlian/contract";
import { MenuOutlined } from "@ant-design/icons";
import { Button, ConfigProvider, Drawer, Empty, Grid, Layout, Menu, Skeleton, type ThemeConfig } from "antd";
import type { ItemType } from "antd/es/menu/interface";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { useCall } from "../../api";
import { pick } from "../../i18n";
import { useMemberSections, type MemberSection } from "../../sections/setup/overview/menus";
import "../../sections/setup/overview/texts";
import { routeExists, routeOf } from "../sections";
import { hasTicketCookie, useAppStore } from "../store";
import { BrandBar } from "./BrandBar";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

/** The farm screens' default-farm switch (切换农场), loaded with the first farm screen. */
const FarmSwitch = lazy(() => import("../../sections/farmingManage/home/FarmSwitch").then((m) => ({ default: m.FarmSwitch })));

/** Member sections that belong to no top-menu system, shown without a left menu. */
const MENULESS = new Set(["message"]);

/** The top-menu system a path belongs to (its first segment; the map view belongs to the farm). */
export function systemOf(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return first === "farmingManageMap" ? "farmingManage" : first;
}

/** Left-menu items from the function tree: groups with their pages; pages not built yet are left out. */
export function menuItems(tree: FuncTree[], lang: string): ItemType[] {
  return tree
    .map((group): ItemType | null => {
      const pages = group.children.filter((p) => p.path && routeExists(p.path));
      if (group.path && routeExists(group.path) && !group.children.length) {
        return { key: group.path, label: <Link to={group.path}>{pick({ zh: group.name, en: group.nameEn }, lang)}</Link> };
      }
      if (!pages.length) return null;
      return {
        type: "group",
        key: group.code,
        label: pick({ zh: group.name, en: group.nameEn }, lang),
        children: pages.map((p) => ({ key: p.path!, label: <Link to={p.path!}>{pick({ zh: p.name, en: p.nameEn }, lang)}</Link> })),
      };
    })
    .filter((x): x is ItemType => x !== null);
}

/**
 * The left-menu entry a page belongs to: its own path; else the entry of the function the page's route
 * needs (a sub-page such as …/storeManage/add or record/WATER lights its list's entry); else the entry
 * whose path is the longest prefix of the page's.
 */
export function selectedEntry(tree: FuncTree[], pathname: string): string | undefined {
  const pages = tree.flatMap((g) => [g, ...g.children]).filter((p): p is FuncTree & { path: string } => !!p.path);
  if (pages.some((p) => p.path === pathname)) return pathname;
  const func = routeOf(pathname)?.func;
  const byFunc = func ? pages.find((p) => p.code === func) : undefined;
  if (byFunc) return byFunc.path;
  return pages
    .filter((p) => pathname.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/** Menus with a selected item dark enough on its tint for WCAG AA (the brand red is 4.4 : 1 there). */
const menuTheme: ThemeConfig = {
  components: { Menu: { itemSelectedColor: "#ad2102", horizontalItemSelectedColor: "#ad2102", itemSelectedBg: "#fff2e8" } },
};

/** The top menu: a horizontal menu on wide screens, a strip that scrolls sideways on phones. */
function TopMenu({ sections, system, narrow }: { sections: MemberSection[]; system: string; narrow: boolean }) {
  const { i18n, t } = useTranslation();
  const name = (s: MemberSection) => pick({ zh: s.func.name, en: s.func.nameEn }, i18n.language);
  if (narrow) {
    return (
      <nav data-testid="top-menu" aria-label={t("memberCentre.sections")} className="ql-member-strip" style={{ display: "flex", gap: 4, overflowX: "auto", whiteSpace: "nowrap", padding: "8px 0" }}>
        {sections.map((s) => (
          <Link
            key={s.func.code}
            to={s.entry}
            aria-current={s.func.code === system ? "page" : undefined}
            style={{
              padding: "4px 12px",
              borderRadius: 16,
              flex: "none",
              color: s.func.code === system ? "#fff" : "#333",
              background: s.func.code === system ? "#ad2102" : "#f5f5f5",
            }}
          >
            {name(s)}
          </Link>
        ))}
      </nav>
    );
  }
  const items = sections.map((s) => ({ key: s.func.code, label: <Link to={s.entry}>{name(s)}</Link> }));
  return <Menu data-testid="top-menu" mode="horizontal" selectedKeys={[system]} items={items} style={{ borderBottom: 0 }} aria-label={t("memberCentre.sections")} />;
}

/**
 * Member centre: the identity's systems on top (every section it holds served functions in), the
 * current system's menu on the left (in a drawer on phones and tablets).
 */
export function MemberLayout() {
  const { i18n, t } = useTranslation();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  // antd fills the breakpoints after the first render: until then judge by the window, so the page
  // (the Outlet) is not mounted in the narrow tree and moved to the wide one, which would cancel and
  // repeat every read it started
  const narrow = screens.lg === undefined ? window.innerWidth < 992 : !screens.lg;
  // the drawer is open on the page it was opened on: following a link in it closes it
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawer = drawerAt === pathname;
  const loggedIn = hasTicketCookie();
  const { setTopMenu, setLeftMenu } = useAppStore.getState();
  const { top, sections } = useMemberSections(loggedIn);
  const system = systemOf(pathname);
  const inTop = !!top?.some((f) => f.code === system);
  const left = useCall(identity.subFuncs, { parentCode: system }, { enabled: loggedIn && inTop, staleTime: 60_000 });
  useEffect(() => void (top && setTopMenu(top)), [top, setTopMenu]);
  useEffect(() => void (left.data && setLeftMenu(left.data)), [left.data, setLeftMenu]);

  const leftItems = menuItems(left.data ?? [], i18n.language);
  const leftMenu = left.isLoading ? (
    <Skeleton active style={{ padding: 16 }} />
  ) : leftItems.length ? (
    <Menu data-testid="left-menu" mode="inline" selectedKeys={[selectedEntry(left.data ?? [], pathname) ?? pathname]} items={leftItems} style={{ borderInlineEnd: 0 }} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("member.noMenus")} style={{ padding: 16 }} />
  );

  return (
    <ConfigProvider theme={menuTheme}>
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar />
      <BrandBar search={false} />
      <div style={{ background: "#fff", borderTop: "1px solid #f0f0f0", borderBottom: "1px solid #f0f0f0" }}>
        {/* on phones the farm switch takes its own line under the menu strip */}
        <div className="ql-container" style={{ display: "flex", flexWrap: narrow ? "wrap" : "nowrap", alignItems: "center", columnGap: 12 }}>
          <div style={{ flex: narrow ? "1 1 100%" : 1, minWidth: 0 }}>
            <TopMenu sections={sections} system={system} narrow={narrow} />
          </div>
          {system === "farmingManage" && loggedIn && (
            <Suspense fallback={null}>
              <div style={{ paddingBottom: narrow ? 8 : 0 }}>
                <FarmSwitch width={narrow ? 240 : 200} />
              </div>
            </Suspense>
          )}
        </div>
      </div>
      <div className="ql-container" style={{ flex: 1, paddingTop: narrow ? 12 : 16, paddingBottom: 16 }}>
        {MENULESS.has(system) ? (
          // a member page outside every top-menu system (the messages): no left menu to show
          <main id="main" style={{ background: "#fff", padding: narrow ? 12 : 24, minHeight: 360, minWidth: 0, overflowX: "auto" }}>
            <Outlet />
          </main>
        ) : narrow ? (
          <>
            <Button icon={<MenuOutlined />} onClick={() => setDrawerAt(pathname)} data-testid="left-menu-open" style={{ marginBottom: 12 }}>
              {t("memberCentre.menu")}
            </Button>
            <Drawer open={drawer} onClose={() => setDrawerAt(null)} placement="left" width={260} title={t("memberCentre.menu")} styles={{ body: { padding: 0 } }}>
              {leftMenu}
            </Drawer>
            <main id="main" style={{ background: "#fff", padding: 12, minHeight: 360, minWidth: 0, overflowX: "auto" }}>
              <Outlet />
            </main>
          </>
        ) : (
          <Layout style={{ background: "transparent", gap: 16 }} hasSider>
            <Layout.Sider width={200} theme="light" style={{ background: "#fff" }}>
              {leftMenu}
            </Layout.Sider>
            <Layout.Content id="main" style={{ background: "#fff", padding: 24, minHeight: 480, minWidth: 0, overflowX: "auto" }}>
              <Outlet />
            </Layout.Content>
          </Layout>
        )}
      </div>
      <Footer />
    </div>
    </ConfigProvider>
  );
}
