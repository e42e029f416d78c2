import { coupon, couponState, type CouponState, type CouponView } from "@qinlian/contract";
import { Card, Col, Empty, Pagination, Row, Skeleton, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { offerText, zheOf } from "./couponText";
import "./texts";

const PAGE = 12;

function CouponCard({ c }: { c: CouponView }) {
  const { t } = useTranslation();
  const live = c.state === "AVAILABLE";
  return (
    <Card size="small" style={{ borderLeft: `4px solid ${live ? "#d4380d" : "#d9d9d9"}`, height: "100%" }} data-testid={`my-coupon-${c.id}`}>
      <div style={{ display: "flex", gap: 12, alignItems: "baseline", flexWrap: "wrap" }}>
        <Typography.Text strong style={{ fontSize: 22, color: live ? "#d4380d" : "#595959" }}>
          {c.kind === "AMOUNT" ? formatFen(c.value) : `${zheOf(c.rateBp)} 折`}
        </Typography.Text>
        <Typography.Text>{c.name}</Typography.Text>
      </div>
      <div>{offerText(t, c)}</div>
      <Typography.Text type="secondary" style={{ display: "block" }}>
        {c.scope === "SHOP" ? t("coupon.mine.shopOnly", { shop: c.shopName ?? "" }) : t("coupon.mine.platform")}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: "block" }}>
        {t("coupon.mine.validTo", { at: formatTime(c.validTo) })} · {t(`coupon.state.${c.state}`)}
      </Typography.Text>
    </Card>
  );
}

/** /transaction/coupon: my coupons by state (usable first, soonest expiring first), as cards, paged. */
export default function MyCouponPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<CouponState>("AVAILABLE");
  const [pageNum, setPageNum] = useState(1);
  const q = useCall(coupon.selMyCouponListByPage, { pageNum, pageSize: PAGE, state });
  return (
    <div>
      <PageHeader title={t("coupon.mine.title")} />
      <Tabs
        activeKey={state}
        onChange={(k) => {
          setState(k as CouponState);
          setPageNum(1);
        }}
        items={couponState.options.map((s) => ({ key: s, label: t(`coupon.state.${s}`) }))}
      />
      {q.isLoading ? (
        <Skeleton active />
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : !q.data?.list.length ? (
        <Empty description={t(`coupon.mine.empty.${state}`)} />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {q.data.list.map((c) => (
              <Col key={c.id} xs={24} sm={12} lg={8}>
                <CouponCard c={c} />
              </Col>
            ))}
          </Row>
          <Pagination style={{ marginTop: 16, textAlign: "right" }} current={pageNum} pageSize={PAGE} total={q.data.total} onChange={setPageNum} hideOnSinglePage showSizeChanger={false} />
        </>
      )}
    </div>
  );
}
