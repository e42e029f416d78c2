import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import "./texts";

/** /financial/setPasswordResult and /financial/updatePasswordResult. */
export default function PasswordResultPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={<span data-testid="pay-pwd-result">{t(pathname.includes("setPasswordResult") ? "finAccount.setOk" : "finAccount.updateOk")}</span>}
      subTitle={t("finAccount.resultSub")}
      extra={
        <Link to="/financial/securitySettings">
          <Button type="primary">{t("finAccount.toSecurity")}</Button>
        </Link>
      }
    />
  );
}
