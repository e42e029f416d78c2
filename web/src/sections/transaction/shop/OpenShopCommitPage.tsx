import { shop } from "@qinlian/contract";
import { Alert, Button, Checkbox, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { OpenShopSteps } from "./OpenShopSteps";
import { openingStep } from "./shopForm";
import { ShopSummary } from "../../../kit/ShopSummary";
import { useMyShop, useRefreshShop } from "./useMyShop";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/**
 * Opening a shop, step 3: the whole application to check, the licences the scope still lacks
 * (submitting is blocked until they are there), agreement to the platform's seller rules, and
 * "submit for review" (addShop: draft/rejected → submitted).
 */
export default function OpenShopCommitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const my = useMyShop();
  const submit = useFormMutation(shop.addShop);
  const refresh = useRefreshShop();
  const [agreed, setAgreed] = useState(false);

  if (my.isLoading) return <Skeleton active />;
  const current = my.data;
  if (!current) return <Navigate to="/transaction/enterpriseOpenShop" replace />;
  if (openingStep(current) === "status") return <Navigate to="/transaction/openShopStatus" replace />;
  const missing = current.requiredLicences.filter((r) => !r.present);

  const commit = async () => {
    const res = await submit.submit({});
    if (!res) return;
    await refresh();
    void navigate("/transaction/openShopStatus");
  };
  return (
    <div data-testid="open-shop-commit">
      <PageHeader title={t("shopSeller.open.title")} />
      <OpenShopSteps current={2} />
      {missing.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("shopSeller.commit.missing")}
          description={missing.map((m) => t(`catalog.licenceKind.${m.kind}`, { defaultValue: m.label })).join("、")}
        />
      )}
      <ShopSummary shop={current} />
      <div style={{ margin: "16px 0" }}>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="open-shop-agree">
          {t("shopSeller.commit.agree")}
        </Checkbox>
      </div>
      <Space>
        <Button onClick={() => void navigate("/transaction/openShopNext")}>{t("shopSeller.open.prev")}</Button>
        <Button
          type="primary"
          disabled={!agreed || missing.length > 0}
          loading={submit.isPending}
          data-testid="open-shop-submit"
          onClick={() => void commit()}
        >
          {t("shopSeller.commit.submit")}
        </Button>
      </Space>
    </div>
  );
}
