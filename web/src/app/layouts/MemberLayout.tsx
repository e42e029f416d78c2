import { identity, type FuncTree } from "@qinlian/contract";
import { Empty, Layout, Menu, Skeleton } from "antd";
import type { ItemType } from "antd/es/menu/interface";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { useCall } from "../../api";
import { pick } from "../../i18n";
import { routeExists } from "../sections";
import { hasTicketCookie, useAppStore } from "../store";
import { BrandBar } from "./BrandBar";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

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

/** Member centre: the member's systems on top (from their roles), the current system's menu on the left. */
export function MemberLayout() {
  const { i18n, t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = hasTicketCookie();
  const { setTopMenu, setLeftMenu } = useAppStore.getState();
  const top = useCall(identity.topFuncs, {}, { enabled: loggedIn, staleTime: 60_000 });
  const system = systemOf(pathname);
  const inTop = !!top.data?.some((f) => f.code === system);
  const left = useCall(identity.subFuncs, { parentCode: system }, { enabled: loggedIn && inTop, staleTime: 60_000 });
  useEffect(() => void (top.data && setTopMenu(top.data)), [top.data, setTopMenu]);
  useEffect(() => void (left.data && setLeftMenu(left.data)), [left.data, setLeftMenu]);

  const topItems = (top.data ?? [])
    .filter((f) => f.path && routeExists(f.path))
    .map((f) => ({ key: f.code, label: <Link to={f.path!}>{pick({ zh: f.name, en: f.nameEn }, i18n.language)}</Link> }));
  const leftItems = menuItems(left.data ?? [], i18n.language);

  return (
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <TopBar />
      <BrandBar search={false} />
      <div style={{ background: "#fff", borderTop: "1px solid #f0f0f0", borderBottom: "1px solid #f0f0f0" }}>
        <div className="ql-container">
          <Menu data-testid="top-menu" mode="horizontal" selectedKeys={[system]} items={topItems} style={{ borderBottom: 0 }} />
        </div>
      </div>
      <div className="ql-container" style={{ flex: 1, paddingTop: 16 }}>
        <Layout style={{ background: "transparent", gap: 16 }} hasSider>
          <Layout.Sider width={200} theme="light" style={{ background: "#fff" }}>
            {left.isLoading ? (
              <Skeleton active style={{ padding: 16 }} />
            ) : leftItems.length ? (
              <Menu data-testid="left-menu" mode="inline" selectedKeys={[pathname]} items={leftItems} style={{ borderInlineEnd: 0 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("member.noMenus")} style={{ padding: 16 }} />
            )}
          </Layout.Sider>
          <Layout.Content style={{ background: "#fff", padding: 24, minHeight: 480 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </div>
      <Footer />
    </div>
  );
}
