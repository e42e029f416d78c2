import { shop } from "@qinlian/contract";
import { Button, Result, Skeleton, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { useMyShop, useRefreshShop } from "./useMyShop";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/**
 * A rejected application: the operator's reason and when, "edit and resubmit" (back to the
 * wizard, prefilled) or "resubmit as it is" (when the reason was fixed outside the form, e.g. the
 * enterprise verification) — both end in review again.
 */
export default function ShopTempAuditFailingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const my = useMyShop();
  const resubmit = useFormMutation(shop.addShop);
  const refresh = useRefreshShop();

  if (my.isLoading) return <Skeleton active />;
  const s = my.data;
  if (!s || s.status === "DRAFT") return <Navigate to="/transaction/enterpriseOpenShop" replace />;
  if (s.status !== "REJECTED") return <Navigate to="/transaction/openShopStatus" replace />;

  const resubmitApply = async () => {
    const res = await resubmit.submit({});
    if (!res) return;
    await refresh();
    void navigate("/transaction/openShopStatus");
  };
  return (
    <div data-testid="shop-rejected">
      <PageHeader title={t("shopSeller.rejected.title")} />
      <Result
        status="error"
        title={t("shopSeller.rejected.title")}
        subTitle={s.reviewedAt ? t("shopSeller.rejected.when", { at: dayjs(s.reviewedAt).format("YYYY-MM-DD HH:mm") }) : undefined}
        extra={
          <Space>
            <Button type="primary" onClick={() => void navigate("/transaction/enterpriseOpenShop")} data-testid="shop-resubmit-edit">
              {t("shopSeller.rejected.edit")}
            </Button>
            <Button
              loading={resubmit.isPending}
              onClick={() => void resubmitApply()}
            >
              {t("shopSeller.rejected.resubmit")}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph>
          <Typography.Text strong>{t("shopSeller.rejected.reason")}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph data-testid="reject-reason">{s.rejectReason ?? "-"}</Typography.Paragraph>
      </Result>
    </div>
  );
}
