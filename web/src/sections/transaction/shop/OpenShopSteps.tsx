import { Steps } from "antd";
import { useTranslation } from "react-i18next";
import "./texts";

/** The opening wizard's steps: shop info → licences and addresses → confirm → review. */
export function OpenShopSteps({ current, status }: { current: 0 | 1 | 2 | 3; status?: "process" | "finish" | "error" }) {
  const { t } = useTranslation();
  return (
    <Steps
      current={current}
      status={status}
      size="small"
      style={{ margin: "8px 0 24px" }}
      items={[{ title: t("shopSeller.steps.info") }, { title: t("shopSeller.steps.licences") }, { title: t("shopSeller.steps.confirm") }, { title: t("shopSeller.steps.review") }]}
    />
  );
}
