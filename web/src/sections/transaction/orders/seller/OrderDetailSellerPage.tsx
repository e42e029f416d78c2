import { order, type OrderDetail } from "@qinlian/contract";
import { Card, Col, Row, Skeleton, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { formatTime } from "../../../../kit/formatTime";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { cancelReasonLabels, DeliveryBlock, OrderAmounts, OrderCountdown, OrderHistory, OrderLinesTable, orderKindLabels, OrderStateTag, ShippingBlock } from "../shared";
import { sellerAmounts, sellerPaths } from "./logic";
import { RemindedTag } from "./OrderManagePage";
import { BackToOrders, Facts, factsGrid, MissingOrder, muted, orderMissing } from "./parts";
import { SellerActionButtons } from "./SellerActions";
import "./texts";

/** The facts of an order's life, in the seller's words: placed, paid, received, completed or cancelled. */
function timeline(t: (k: string) => string, lang: string, o: OrderDetail): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t("sellerOrders.detail.orderNo"), <Typography.Text key="no" copyable>{o.orderNo}</Typography.Text>],
    [t("sellerOrders.detail.kind"), pick(orderKindLabels[o.kind], lang)],
    [t("sellerOrders.detail.buyer"), o.buyerName],
    [t("sellerOrders.detail.createdAt"), formatTime(o.createdAt)],
  ];
  if (o.paidAt) rows.push([t("sellerOrders.detail.paidAt"), formatTime(o.paidAt)]);
  if (o.receivedAt) rows.push([t("sellerOrders.detail.receivedAt"), formatTime(o.receivedAt)]);
  if (o.completedAt) rows.push([t("sellerOrders.detail.completedAt"), formatTime(o.completedAt)]);
  if (o.cancelledAt) {
    rows.push([t("sellerOrders.detail.cancelledAt"), formatTime(o.cancelledAt)]);
    const by = o.cancelledBy === "BUYER" ? "byBuyer" : o.cancelledBy === "SELLER" ? "bySeller" : "bySystem";
    rows.push([t("sellerOrders.detail.cancelledBy"), t(`sellerOrders.detail.${by}`)]);
    if (o.cancelReason) rows.push([t("sellerOrders.detail.cancelReason"), [pick(cancelReasonLabels[o.cancelReason], lang), o.cancelNote].filter(Boolean).join("：")]);
  }
  return rows;
}

/** /transaction/orderManage/orderDetailSeller/:id — the seller's view of an order: buyer, delivery, lines, amounts with the fee and payout, note, shipping, trace, buttons. */
export default function OrderDetailSellerPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const q = useCall(order.selSellerOrderDetailById, { orderId: id }, { enabled: !!id, errBySelf: true, retry: false });
  if (!id) return <MissingOrder error={null} />;
  if (orderMissing(q.error)) return <MissingOrder error={q.error} />;
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (q.error || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const o = q.data;
  const shipped = !!o.shipping;

  return (
    <div data-testid="seller-order-detail">
      <PageHeader title={t("sellerOrders.detail.title")} extra={<BackToOrders />} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center", justifyContent: "space-between" }}>
          <Space wrap size={8}>
            <OrderStateTag state={o.state} />
            <RemindedTag order={o} />
            {o.state === "UNPAID" && <OrderCountdown deadline={o.payDeadline} kind="pay" />}
            {o.state === "SENT" && <OrderCountdown deadline={o.autoConfirmAt} kind="confirm" />}
          </Space>
          <Space wrap>
            <SellerActionButtons order={o} size="middle" onDone={() => void q.refetch()} />
          </Space>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("sellerOrders.detail.info")} style={{ height: "100%" }}>
            <Facts rows={timeline(t, i18n.language, o)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("sellerOrders.detail.delivery")} style={{ height: "100%" }}>
            <DeliveryBlock delivery={o.delivery} />
            <div style={{ ...factsGrid, marginTop: 4 }}>
              <span style={muted}>{t("sellerOrders.detail.buyerRemark")}</span>
              <span style={{ overflowWrap: "anywhere" }}>{o.buyerRemark || t("sellerOrders.detail.noNote")}</span>
              <span style={muted}>{t("sellerOrders.detail.sellerNote")}</span>
              <span style={{ overflowWrap: "anywhere" }} data-testid="seller-note">
                {o.sellerNote || t("sellerOrders.detail.noNote")}
              </span>
            </div>
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t("sellerOrders.detail.lines")}>
            <OrderLinesTable lines={o.lines} showEvaluated />
            <div style={{ marginTop: 16 }}>
              <OrderAmounts order={sellerAmounts(o)} role="SELLER" />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t("sellerOrders.detail.shipping")}
            style={{ height: "100%" }}
            extra={
              shipped && (
                <Link to={sellerPaths.shipping(o.id)} style={{ textDecoration: "underline" }}>
                  {t("sellerOrders.detail.shippingDetail")}
                </Link>
              )
            }
          >
            <ShippingBlock shipping={o.shipping} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("sellerOrders.detail.trace")} style={{ height: "100%" }}>
            <OrderHistory items={o.history} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
