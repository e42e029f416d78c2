import { Menu } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { routeExists } from "../sections";

/** The portal's public sections, in order; entries appear once their screen exists. */
export const publicNav = [
  { key: "home", path: "/" },
  { key: "mall", path: "/goods/home" },
  { key: "purchasingHall", path: "/purchasingHall/index" },
  { key: "priceQuotation", path: "/priceQuotation/index" },
  { key: "orderFeed", path: "/order/list" },
  { key: "bidding", path: "/goodsbidding/list" },
  { key: "information", path: "/information/list" },
  { key: "serviceHall", path: "/serviceHall/proServices" },
  { key: "siteMap", path: "/navigation/index" },
] as const;

export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = publicNav
    .filter((n) => routeExists(n.path))
    .map((n) => ({ key: n.path, label: <Link to={n.path}>{t(`nav.${n.key}`)}</Link> }));
  const selected = items.filter((i) => i.key === pathname || (i.key !== "/" && pathname.startsWith(i.key.replace(/\/[^/]+$/, "")))).map((i) => i.key);
  return (
    <div style={{ background: "#d4380d" }}>
      <div className="ql-container">
        <Menu
          data-testid="main-nav"
          mode="horizontal"
          theme="dark"
          selectedKeys={selected}
          items={items}
          style={{ background: "transparent", borderBottom: 0 }}
        />
      </div>
    </div>
  );
}
