import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AgreementContent } from "./AgreementContent";
import "./texts";

/** /agreement/userInfo: the user agreement and the privacy policy (?tab=privacy opens the latter). */
export default function UserAgreementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "privacy" ? "privacy" : "user";
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === "privacy" ? { tab: k } : {}, { replace: true })}
        items={[
          { key: "user", label: t("agreement.userTab"), children: <AgreementContent type="USER" /> },
          { key: "privacy", label: t("agreement.privacyTab"), children: <AgreementContent type="PRIVACY" /> },
        ]}
      />
    </Card>
  );
}
