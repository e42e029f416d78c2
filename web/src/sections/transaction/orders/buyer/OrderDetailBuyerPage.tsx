import { order, type OrderDetail } from "@qinlian/contract";
import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { formatTime } from "../../../../kit/formatTime";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { PageHeader } from "../../../../kit/PageHeader";
import { ScrollableTable } from "../../../../kit/SearchBar";
import { OrderCountdown } from "../shared/Countdown";
import { DeliveryBlock, ShippingBlock } from "../shared/DeliveryBlocks";
import { OrderAmounts } from "../shared/OrderAmounts";
import { OrderHistory } from "../shared/OrderHistory";
import { OrderLinesTable } from "../shared/OrderLinesTable";
import { OrderStateTag } from "../shared/OrderStateTag";
import { cancelReasonLabels } from "../shared/words";
import { nextStepKey } from "./actions";
import { BuyerOrderActions } from "./BuyerOrderActions";
import "./texts";

type Change = { id: string; before: OrderDetail["delivery"] & { buyerRemark: string | null }; after: OrderDetail["delivery"] & { buyerRemark: string | null }; reason: string | null; createdAt: string };

const deliveryText = (d: Change["before"]) => `${d.receiverName} ${d.mobile} ${d.areaName} ${d.address}${d.buyerRemark ? ` · ${d.buyerRemark}` : ""}`;

/** The state banner: the state, what happens next, and the countdown that applies. */
function StateBanner({ o, onHidden }: { o: OrderDetail; onHidden: () => void }) {
  const { t, i18n } = useTranslation();
  const cancelled = o.state === "CANCELLED";
  const by = o.cancelledBy ?? "SYSTEM";
  return (
    <Card data-testid="order-banner" style={{ marginBottom: 16, background: "#fff7e6", borderColor: "#ffd591" }}>
      <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 12, alignItems: "center" }}>
        <div>
          <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 4 }}>
            <OrderStateTag state={o.state} /> {t(nextStepKey(o.state), { from: formatTime(o.presale?.balanceFrom), to: formatTime(o.presale?.balanceTo) })}
          </div>
          {o.state === "UNPAID" && <OrderCountdown deadline={o.payDeadline} kind="pay" />}
          {o.state === "SENT" && <OrderCountdown deadline={o.autoConfirmAt} kind="confirm" />}
          {o.state === "PAID" && o.remindedAt && <div style={{ color: "#595959" }}>{t("buyerOrder.detail.reminded", { at: formatTime(o.remindedAt) })}</div>}
          {cancelled && (
            <div style={{ color: "#595959" }} data-testid="cancel-info">
              {t(`buyerOrder.detail.cancelledBy.${by}`)} · {formatTime(o.cancelledAt)}
              {o.cancelReason && ` · ${pick(cancelReasonLabels[o.cancelReason], i18n.language)}`}
              {o.cancelNote && ` · ${o.cancelNote}`}
            </div>
          )}
          {cancelled && o.paidAt && (
            <div style={{ color: "#595959" }} data-testid="refund-way">
              {t("buyerOrder.detail.refundWay")}
            </div>
          )}
        </div>
        <BuyerOrderActions order={o} size="middle" onHidden={onHidden} />
      </div>
    </Card>
  );
}

/** /transaction/myOrder/orderDetailBuyer/:id — the buyer's order: state and next step, delivery, shipping, goods, amounts, changes, trace. */
export default function OrderDetailBuyerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = useParams().id ?? "";
  const q = useCall(order.selBuyerOrderDetailById, { orderId }, { errBySelf: true, enabled: !!orderId });
  const changes = useCall(order.selChangeOrderInfo, { orderId }, { errBySelf: true, enabled: !!q.data });

  if (q.isLoading) return <Skeleton active />;
  if (q.error instanceof ApiError && q.error.kind === "business") {
    return <Result status="404" title={t("buyerOrder.detail.notFound")} subTitle={q.error.message} extra={<Link to="/transaction/myOrder">{t("buyerOrder.detail.back")}</Link>} />;
  }
  if (q.isError || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const o = q.data;
  const info: [string, string][] = [
    [t("buyerOrder.detail.orderNo"), o.orderNo],
    [t("buyerOrder.detail.createdAt"), formatTime(o.createdAt)],
    ...(o.paidAt ? ([[t("buyerOrder.detail.paidAt"), formatTime(o.paidAt)]] as [string, string][]) : []),
    ...(o.receivedAt ? ([[t("buyerOrder.detail.receivedAt"), formatTime(o.receivedAt)]] as [string, string][]) : []),
    ...(o.completedAt ? ([[t("buyerOrder.detail.completedAt"), formatTime(o.completedAt)]] as [string, string][]) : []),
  ];

  return (
    <div data-testid="order-detail-buyer">
      <PageHeader
        title={t("buyerOrder.detail.title")}
        extra={
          <Button onClick={() => void navigate("/transaction/myOrder")} data-testid="back-to-orders">
            {t("buyerOrder.detail.back")}
          </Button>
        }
      />
      <StateBanner o={o} onHidden={() => void navigate("/transaction/myOrder")} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("buyerOrder.detail.delivery")} style={{ height: "100%" }}>
            <DeliveryBlock delivery={o.delivery} />
            <div style={{ display: "grid", gridTemplateColumns: "96px 1fr", gap: 8 }}>
              <span style={{ color: "#595959" }}>{t("buyerOrder.detail.remark")}</span>
              <span data-testid="buyer-remark">{o.buyerRemark || t("buyerOrder.detail.noRemark")}</span>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("buyerOrder.detail.shipping")} style={{ height: "100%" }}>
            <ShippingBlock shipping={o.shipping} />
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        style={{ marginTop: 16 }}
        title={
          <Space wrap>
            <span>{t("buyerOrder.detail.lines")}</span>
            <Link to={`/goods/shop/${o.shopId}`} style={{ textDecoration: "underline", fontWeight: 400 }}>
              {o.shopName}
            </Link>
          </Space>
        }
      >
        <div style={{ display: "flex", flexWrap: "wrap", gap: "4px 24px", marginBottom: 12, color: "#595959" }}>
          {info.map(([k, v]) => (
            <span key={k}>
              {k}: <Typography.Text copyable={k === t("buyerOrder.detail.orderNo")}>{v}</Typography.Text>
            </span>
          ))}
        </div>
        {o.presale && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={t("buyerOrder.detail.presale", { deposit: formatFen(o.presale.deposit), balance: formatFen(o.presale.balance), from: formatTime(o.presale.balanceFrom), to: formatTime(o.presale.balanceTo) })}
          />
        )}
        <OrderLinesTable lines={o.lines} showEvaluated />
        <div style={{ marginTop: 16 }}>
          <OrderAmounts order={o} />
        </div>
      </Card>
      {!!changes.data?.length && (
        <Card size="small" title={t("buyerOrder.detail.changes")} style={{ marginTop: 16 }}>
          <ScrollableTable>
            <Table<Change>
              data-testid="info-changes"
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={changes.data}
              columns={[
                { title: t("buyerOrder.detail.createdAt"), key: "at", render: (_, c) => formatTime(c.createdAt), width: 150 },
                { title: t("buyerOrder.detail.changeBefore"), key: "before", render: (_, c) => deliveryText(c.before) },
                { title: t("buyerOrder.detail.changeAfter"), key: "after", render: (_, c) => deliveryText(c.after) },
                { title: t("buyerOrder.change.reason"), key: "reason", render: (_, c) => c.reason ?? "-" },
              ]}
            />
          </ScrollableTable>
        </Card>
      )}
      <Card size="small" title={t("buyerOrder.detail.trace")} style={{ marginTop: 16 }}>
        {o.history.length ? <OrderHistory items={o.history} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Card>
    </div>
  );
}
