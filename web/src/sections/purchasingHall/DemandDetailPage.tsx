import { goods as goodsCalls } from "@qinlian/contract";
import { Card, Descriptions, Result, Skeleton, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCall } from "../../api";
import { useAppStore } from "../../app/store";
import { RichTextView } from "../../kit/RichTextView";
import { FavouriteButton } from "../goods/components/FavouriteButton";
import { demandOf, ExpectPrice } from "./demand";
import "./texts";

export default function DemandDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useAppStore((s) => s.userInfo);
  const goodsId = params.get("goodsId") ?? "";
  const q = useCall(goodsCalls.selGoodsByIdV2, { goodsId }, { enabled: !!goodsId, errBySelf: true, retry: false });
  const d = q.data ? demandOf(q.data) : null;
  if (!goodsId || q.isError || (q.data && !d)) return <Result status="404" title={t("hall.notFound")} extra={<Link to="/purchasingHall/index">{t("hall.more")}</Link>} />;
  if (!q.data || !d) return <Skeleton active paragraph={{ rows: 8 }} />;
  const g = q.data;
  return (
    <Card data-testid="demand-detail" title={t("hall.detail")} extra={<Link to="/purchasingHall/index">{t("hall.more")}</Link>}>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {g.name}
        </Typography.Title>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label={t("hall.columns.quantity")}>
            {d.quantity} {g.unitName ?? ""}
          </Descriptions.Item>
          <Descriptions.Item label={t("hall.columns.price")}>
            <ExpectPrice goods={g} />
          </Descriptions.Item>
          <Descriptions.Item label={t("hall.category")}>{g.categoryPath.map((c) => c.name).join(" / ") || "-"}</Descriptions.Item>
          <Descriptions.Item label={t("hall.columns.area")}>{g.originAreaName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("hall.columns.cycle")}>{t(`hall.cycles.${d.purchaseCycle}`)}</Descriptions.Item>
          <Descriptions.Item label={t("hall.columns.validUntil")}>{d.validUntil}</Descriptions.Item>
          <Descriptions.Item label={t("hall.publisher")}>{g.shopName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("hall.columns.publishedAt")}>{g.onShelfAt ? dayjs(g.onShelfAt).format("YYYY-MM-DD HH:mm") : "-"}</Descriptions.Item>
          <Descriptions.Item label={t("hall.contact")}>{d.contactName}</Descriptions.Item>
          <Descriptions.Item label={t("hall.phone")}>
            {d.contactMobile}
            {!user && <span style={{ color: "#999", marginLeft: 8 }}>{t("hall.phoneHidden")}</span>}
          </Descriptions.Item>
        </Descriptions>
        {g.description && (
          <Card size="small" title={t("hall.description")}>
            <RichTextView html={g.description} />
          </Card>
        )}
        <FavouriteButton kind="DEMAND" targetId={g.goodsId} />
      </Space>
    </Card>
  );
}
