import { ConfigProvider, type ThemeConfig } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useOutlet } from "react-router";
import { BrandBar } from "./BrandBar";
import { Footer } from "./Footer";
import { BottomBar, MainNav, useIsPhone } from "./MainNav";
import { TopBar } from "./TopBar";

/**
 * The public pages' colours on top of the app theme: antd's link blue (#1677ff) and description grey
 * fall below 4.5:1 on white and on the grey bars; these pass (links 6.2:1, descriptions 5.7:1).
 */
export const publicTheme: ThemeConfig = {
  token: { colorLink: "#0958d9", colorLinkHover: "#ad2102", colorTextDescription: "rgba(0, 0, 0, 0.65)", colorTextTertiary: "rgba(0, 0, 0, 0.6)" },
};

/**
 * Public pages: top bar, brand bar with search, main navigation, footer (and on phones a bottom bar),
 * each in its landmark (header, nav, main, footer).
 * The home screen's view is kept alive once visited (spec §2: the root view is cached only for home),
 * so going back to it keeps its state and scroll position without reloading its blocks.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const phone = useIsPhone();
  const isHome = useLocation().pathname === "/";
  // useOutlet's element keeps its identity until the route changes, so this settles after one extra render.
  const [home, setHome] = useState<ReturnType<typeof useOutlet>>(null);
  if (isHome && outlet && outlet !== home) setHome(outlet);
  return (
    <ConfigProvider theme={publicTheme}>
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }} className={phone ? "ql-public ql-has-bottombar" : "ql-public"}>
      <a href="#main" className="ql-skip">
        {t("nav.skipToContent")}
      </a>
      <header>
        <TopBar />
        <BrandBar />
        <MainNav />
      </header>
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: "none" }}>
        {home && <div style={{ display: isHome ? "block" : "none" }}>{home}</div>}
        {!isHome && (
          <div className="ql-container" style={{ paddingTop: 16 }}>
            {outlet}
          </div>
        )}
      </main>
      <Footer />
      {phone && <BottomBar />}
    </div>
    </ConfigProvider>
  );
}
