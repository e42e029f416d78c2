import { App, Card } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { routeExists } from "../../app/sections";
import { PersonAccountForm } from "./AccountForm";
import { safeRedirect } from "./LoginPage";
import { AlreadyLoggedIn, AuthShowcase } from "./AuthShowcase";
import "./texts";

/** /user/register: personal sign-up; the new member is logged in and taken to the member centre. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="ql-auth">
      <AuthShowcase />
      <Card title={<h1>{t("userAccess.registerTitle")}</h1>} className="ql-auth-card ql-auth-card-wide" extra={<Link to="/user/registerQY">{t("userAccess.toEnterprise")}</Link>}>
        <AlreadyLoggedIn />
        <PersonAccountForm
          submitText={t("userAccess.submitRegister")}
          onDone={() => {
            void message.success(t("userAccess.registered"));
            const back = params.get("redirect");
            // A new member starts with the first-login guide (profile → address → password), skippable.
            const home = routeExists("/setup/wdzl/1") ? "/setup/wdzl/1" : routeExists("/setup/index") ? "/setup/index" : "/";
            void navigate(back ? safeRedirect(back) : home, { replace: true });
          }}
        />
        <div style={{ marginTop: 12, textAlign: "center" }}>
          {t("userAccess.hasAccount")}{" "}
          <Link to="/user/login" style={{ textDecoration: "underline" }}>{t("userAccess.toLogin")}</Link>
        </div>
      </Card>
    </div>
  );
}
