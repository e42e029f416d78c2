import { identity } from "@qinlian/contract";
import { GlobalOutlined, ShoppingCartOutlined, UserOutlined } from "@ant-design/icons";
import { Badge, Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api } from "../../api";
import { setLang } from "../../i18n";
import { usePrefs } from "../../kit/usePrefs";
import { queryClient } from "../query";
import { routeExists } from "../sections";
import { clearTicketMarker, useAppStore } from "../store";
import { IdentitySwitcher } from "./IdentitySwitcher";

/** The thin bar on top of every page: greeting or login links, member centre, cart, language. */
export function TopBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.userInfo);
  const { save: savePrefs } = usePrefs();
  const cartCount = useAppStore((s) => s.cartCount);
  const logout = async () => {
    try {
      await api(identity.logout, {});
    } finally {
      queryClient.clear();
      clearTicketMarker();
      useAppStore.getState().setUserInfo(null);
      void navigate("/");
    }
  };
  const name = user ? user.nickname || user.realName || user.loginName : "";
  return (
    <div style={{ background: "#f0f0f0", borderBottom: "1px solid #e5e5e5", fontSize: 12, lineHeight: "32px" }}>
      <div className="ql-container" style={{ display: "flex", justifyContent: "space-between" }}>
        <Space size="middle">
          {user ? (
            <>
              <span data-testid="greeting">{t("header.hello", { name })}</span>
              <IdentitySwitcher />
              <Button type="link" size="small" onClick={() => void logout()} data-testid="logout">
                {t("header.logout")}
              </Button>
            </>
          ) : (
            <>
              <Link to="/user/login" data-testid="login-link">
                {t("header.login")}
              </Link>
              {routeExists("/user/register") && <Link to="/user/register">{t("header.register")}</Link>}
            </>
          )}
        </Space>
        <Space size="middle">
          {user && (
            <Link to={user.isOperator && routeExists("/admin") ? "/admin" : "/setup/index"}>
              <UserOutlined /> {t("header.memberCentre")}
            </Link>
          )}
          {routeExists("/shoping/cart") && (
            <Link to="/shoping/cart" data-testid="cart-link">
              <Badge count={cartCount} size="small" offset={[6, -2]}>
                <ShoppingCartOutlined /> {t("header.cart")}
              </Badge>
            </Link>
          )}
          {routeExists("/navigation/index") && <Link to="/navigation/index">{t("nav.siteMap")}</Link>}
          <Button
            type="link"
            size="small"
            icon={<GlobalOutlined />}
            data-testid="lang-switch"
            onClick={() => {
              const lang = i18n.language === "en" ? "zh-CN" : "en";
              setLang(lang);
              // remembered for the member across browsers
              if (user) void savePrefs({ lang }).catch(() => undefined);
            }}
          >
            {t("header.language")}
          </Button>
        </Space>
      </div>
    </div>
  );
}
