import { account, identity } from "@qinlian/contract";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { App, Button, Card, Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { api } from "../../api";
import { routeExists } from "../../app/sections";
import { useAppStore } from "../../app/store";
import { useFormMutation } from "../../kit/useFormMutation";
import { AlreadyLoggedIn, AuthShowcase } from "./AuthShowcase";
import "./texts";
import { syncCart } from "../shoping/cart/cartSync";
import "../shoping/cart/texts";

/** Only in-app paths are accepted as the return address (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/user/login")) return "/";
  return target;
}

/** Where a first login goes: the password step of the first-login guide. */
const FIRST_LOGIN_PATH = "/setup/setLoginPassword/1";

/**
 * After login, a person with no linked accounts who has not said "don't ask again" is offered
 * account binding in a corner notice (not a dialog: it must not stand between them and their page).
 */
function useBindSuggestion() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  return async () => {
    if (!routeExists("/setup/bindAccount")) return;
    const r = await api(account.bindList, {}, { errBySelf: true, quietAuth: true }).catch(() => null);
    if (!r?.suggestBind) return;
    const key = "bind-suggest";
    notification.info({
      key,
      placement: "bottomRight",
      duration: 12,
      message: t("userAccess.bindSuggest"),
      description: t("userAccess.bindSuggestDesc"),
      actions: (
        <Space>
          <Button
            size="small"
            onClick={() => {
              notification.destroy(key);
              void api(account.bindIgnore, {}, { errBySelf: true }).catch(() => null);
            }}
          >
            {t("userAccess.bindNever")}
          </Button>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              notification.destroy(key);
              void navigate("/setup/bindAccount");
            }}
          >
            {t("userAccess.bindGo")}
          </Button>
        </Space>
      ),
    });
  };
}

type Values = { loginName: string; password: string };

export default function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const suggestBind = useBindSuggestion();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const login = useFormMutation(identity.login, { form });
  const onFinish = async (v: Values) => {
    const res = await login.submit(v);
    if (!res) return;
    useAppStore.getState().setUserInfo(res.userInfo);
    // a visitor's cart (kept in this browser) joins the member's cart, then the header's count follows
    void syncCart().then((m) => {
      if (m?.merged) void message.info(t("cart.mergedAtLogin", { n: m.merged }));
    });
    void message.success(t("login.welcome", { name: res.userInfo.nickname || res.userInfo.loginName }));
    if (res.mustChangePassword && routeExists(FIRST_LOGIN_PATH)) {
      void navigate(FIRST_LOGIN_PATH, { replace: true });
      return;
    }
    void navigate(safeRedirect(params.get("redirect")), { replace: true });
    void suggestBind();
  };
  return (
    <div className="ql-auth">
      <AuthShowcase />
      <Card title={<h1>{t("login.title")}</h1>} className="ql-auth-card">
        <AlreadyLoggedIn />
        <Form form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} requiredMark={false} data-testid="login-form">
          <Form.Item
            name="loginName"
            label={t("login.loginName")}
            rules={[{ required: true, whitespace: true, message: t("common.required", { field: t("login.loginName") }) }, { max: 60 }]}
          >
            <Input prefix={<UserOutlined />} placeholder={t("login.loginNamePlaceholder")} autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item name="password" label={t("login.password")} rules={[{ required: true, message: t("common.required", { field: t("login.password") }) }, { max: 128 }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t("login.passwordPlaceholder")} autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-submit">
            {t("login.submit")}
          </Button>
          <div style={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 8, marginTop: 12 }}>
            {routeExists("/user/forget") ? <Link to="/user/forget">{t("login.forget")}</Link> : <span />}
            <Space size="middle">
              {routeExists("/user/registerQY") && <Link to="/user/registerQY">{t("userAccess.toEnterpriseShort")}</Link>}
              {routeExists("/user/register") && <Link to="/user/register">{t("login.register")}</Link>}
            </Space>
          </div>
        </Form>
      </Card>
    </div>
  );
}
