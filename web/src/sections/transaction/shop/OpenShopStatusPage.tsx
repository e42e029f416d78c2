import { shop, type ShopView } from "@qinlian/contract";
import { Button, Descriptions, Result, Skeleton, Space } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { routeExists } from "../../../app/sections";
import { PageHeader } from "../../../kit/PageHeader";
import { StatusTag } from "../../../kit/StatusTag";
import { OpenShopSteps } from "./OpenShopSteps";
import { useMyShop, useRefreshShop } from "./useMyShop";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

const when = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "-");

/** The owner's action for a shop in each state: open an approved shop, reopen a closed one. */
export function ownerAction(s: Pick<ShopView, "status">): "OPEN" | "REOPEN" | null {
  if (s.status === "APPROVED") return "OPEN";
  if (s.status === "CLOSED") return "REOPEN";
  return null;
}

/**
 * Where the application stands: in review (submitted when), approved (open the shop now),
 * open, closed, or rejected (→ the rejected page). A draft goes back to the wizard.
 */
export default function OpenShopStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const my = useMyShop();
  const setStatus = useFormMutation(shop.updStatus);
  const refresh = useRefreshShop();

  if (my.isLoading) return <Skeleton active />;
  const s = my.data;
  if (!s || s.status === "DRAFT") return <Navigate to="/transaction/enterpriseOpenShop" replace />;
  if (s.status === "REJECTED") return <Navigate to="/transaction/shopTempAuditFailing" replace />;

  const action = ownerAction(s);
  const run = async (a: "OPEN" | "REOPEN") => {
    const res = await setStatus.submit({ shopId: s.shopId, action: a });
    if (res) await refresh();
  };
  const status = s.status === "SUBMITTED" ? "info" : s.status === "CLOSED" ? "warning" : "success";
  const links = (
    <Space wrap>
      {s.status === "OPEN" && routeExists("/transaction/goodsManage/publishGoods") && (
        <Button type="primary" onClick={() => void navigate("/transaction/goodsManage/publishGoods")}>
          {t("shopSeller.status.publish")}
        </Button>
      )}
      {routeExists("/transaction/shopManage") && s.status !== "SUBMITTED" && <Link to="/transaction/shopManage">{t("shopSeller.status.manage")}</Link>}
    </Space>
  );

  return (
    <div data-testid="open-shop-status">
      <PageHeader title={t("shopSeller.status.title")} />
      <OpenShopSteps current={3} status={s.status === "SUBMITTED" ? "process" : "finish"} />
      <Result
        status={status}
        title={
          <Space>
            {t(`shopSeller.status.title_${s.status}`)}
            <StatusTag kind="shop" status={s.status} />
          </Space>
        }
        subTitle={t(`shopSeller.status.sub_${s.status}`)}
        extra={
          <Space direction="vertical">
            {action && (
              <Button type="primary" size="large" loading={setStatus.isPending} onClick={() => void run(action)} data-testid="shop-open-now">
                {t(`shopSeller.status.action_${action}`)}
              </Button>
            )}
            {links}
          </Space>
        }
      />
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t("shopSeller.f.name")}>{s.name}</Descriptions.Item>
        <Descriptions.Item label={t("shopSeller.status.state")}>{s.statusLabel}</Descriptions.Item>
        <Descriptions.Item label={t("shopSeller.status.submittedAt")}>{when(s.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t("shopSeller.status.reviewedAt")}>{when(s.reviewedAt)}</Descriptions.Item>
        <Descriptions.Item label={t("shopSeller.status.openedAt")}>{when(s.openedAt)}</Descriptions.Item>
        <Descriptions.Item label={t("shopSeller.f.mainCategory")}>{s.mainCategoryName ?? "-"}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
