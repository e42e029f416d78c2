import { identity, message } from "@qinlian/contract";
import { BellOutlined, GlobalOutlined, ShoppingCartOutlined, UserOutlined } from "@ant-design/icons";
import { LightButton } from "../../kit/LightButton";
import { LightBadge } from "../../kit/LightBadge";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api, useCall } from "../../api";
import { setLang } from "../../i18n";
import { usePrefs } from "../../kit/usePrefs";
import { queryClient } from "../query";
import { routeExists } from "../sections";
import { clearTicketMarker, useAppStore } from "../store";
import { useIsPhone } from "./MainNav";
import { syncCart } from "../../sections/shoping/cart/cartSync";
import { LOCAL_CART_KEY } from "../../sections/shoping/cart/localCart";

/** Only a logged-in member sees the identity switcher (a dropdown): its code loads with the login. */
const IdentitySwitcher = lazy(() => import("./IdentitySwitcher").then((m) => ({ default: m.IdentitySwitcher })));

/**
 * The thin bar on top of every page: greeting or login links, member centre, cart, language.
 * One line at every width: on phones the cart, member centre and site map live in the bottom bar.
 */
export function TopBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const user = useAppStore((s) => s.userInfo);
  const { save: savePrefs } = usePrefs();
  const cartCount = useAppStore((s) => s.cartCount);
  // unread messages (reminders, weather alerts), read again when the window regains focus
  const unread = useCall(message.unreadCount, {}, { enabled: !!user && routeExists("/message/list"), errBySelf: true });
  // The cart count: the member's (after merging this browser's visitor cart) once logged in or on an
  // identity switch, the visitor's local cart otherwise; another tab's local cart change too.
  const identityKey = user ? `${user.memberId}:${user.boId}` : "";
  useEffect(() => {
    void syncCart();
  }, [identityKey]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === LOCAL_CART_KEY) void syncCart();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  // Leave the page first: a member page's queries must not refetch without a ticket (their 001107
  // would send the browser to the login page instead of home).
  const logout = async () => {
    await navigate("/");
    try {
      await api(identity.logout, {});
    } finally {
      queryClient.clear();
      clearTicketMarker();
      useAppStore.getState().setUserInfo(null);
    }
  };
  const name = user ? user.nickname || user.realName || user.loginName : "";
  const en = i18n.language === "en";
  return (
    <div className="ql-topbar" data-testid="top-bar">
      <div className="ql-container">
        <div className="ql-topbar-side">
          {user ? (
            <>
              <span data-testid="greeting" className="ql-greeting" style={phone ? { maxWidth: "28vw" } : undefined}>
                {t("header.hello", { name })}
              </span>
              {/* on phones the identity's name shares the line with the bell and the language: cut it short */}
              <span className="ql-greeting" style={phone ? { maxWidth: "30vw" } : undefined}>
                <Suspense fallback={null}>
                  <IdentitySwitcher />
                </Suspense>
              </span>
              <LightButton type="link" size="small" onClick={() => void logout()} data-testid="logout">
                {t("header.logout")}
              </LightButton>
            </>
          ) : (
            <>
              {!phone && <span>{t("header.welcome")}</span>}
              <Link to="/user/login" data-testid="login-link" className="ql-accent">
                {t("header.login")}
              </Link>
              {routeExists("/user/register") && <Link to="/user/register">{t("header.register")}</Link>}
            </>
          )}
        </div>
        <div className="ql-topbar-side">
          {user && !phone && (
            <Link to={user.isOperator && routeExists("/admin") ? "/admin" : "/setup/index"}>
              <UserOutlined /> {t("header.memberCentre")}
            </Link>
          )}
          {user && routeExists("/message/list") && (
            <Link to="/message/list" data-testid="message-link" aria-label={t("header.messages")}>
              <LightBadge count={unread.data?.unread ?? 0} size="small" offset={[6, -2]}>
                <span style={{ color: "#333" }}>
                  <BellOutlined /> {!phone && t("header.messages")}
                </span>
              </LightBadge>
            </Link>
          )}
          {!phone && routeExists("/shoping/cart") && (
            <Link to="/shoping/cart" data-testid="cart-link">
              <LightBadge count={cartCount} size="small" offset={[6, -2]}>
                <span style={{ color: "#333" }}>
                  <ShoppingCartOutlined /> {t("header.cart")}
                </span>
              </LightBadge>
            </Link>
          )}
          {!phone && routeExists("/navigation/index") && <Link to="/navigation/index">{t("nav.siteMap")}</Link>}
          <LightButton
            type="link"
            size="small"
            icon={<GlobalOutlined />}
            data-testid="lang-switch"
            lang={en ? "zh-CN" : "en"}
            onClick={() => {
              const lang = en ? "zh-CN" : "en";
              setLang(lang);
              // remembered for the member across browsers
              if (user) void savePrefs({ lang }).catch(() => undefined);
            }}
          >
            {t("header.language")}
          </LightButton>
        </div>
      </div>
    </div>
  );
}
