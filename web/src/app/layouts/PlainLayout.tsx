import { ConfigProvider } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { BrandBar } from "./BrandBar";
import { Footer } from "./Footer";
import { useIsPhone } from "./MainNav";
import { publicTheme } from "./PortalLayout";
import { TopBar } from "./TopBar";

/** Login and registration: no navigation, just the brand and the form. */
export function PlainLayout() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <ConfigProvider theme={publicTheme}>
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }} className="ql-public">
      <a href="#main" className="ql-skip">
        {t("nav.skipToContent")}
      </a>
      <header>
        <TopBar />
        <BrandBar search={false} />
      </header>
      <main id="main" tabIndex={-1} style={{ flex: 1, padding: phone ? "12px 0" : "32px 0", outline: "none" }}>
        <div className="ql-container">
          <Outlet />
        </div>
      </main>
      <Footer />
    </div>
    </ConfigProvider>
  );
}
