import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../kit/PageHeader";
import { AccountPanel } from "./AccountPanel";
import "./texts";

/** /transaction/account/ABCCG/account/icbcIndex: the member's two ICBC accounts (personal and business). */
export default function IcbcIndexPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t("finAccount.icbcTitle")} />
      <Space direction="vertical" size={24} style={{ width: "100%" }}>
        <AccountPanel channel="ICBC_B2C" />
        <AccountPanel channel="ICBC_B2B" />
      </Space>
    </div>
  );
}
