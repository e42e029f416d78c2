import { order } from "@qinlian/contract";
import { Button, Card, Col, Row, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../../api";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { DeliveryBlock, OrderHistory, OrderStateTag, ShippingBlock } from "../shared";
import { sellerPaths } from "./logic";
import { Facts, MissingOrder, orderMissing } from "./parts";
import "./texts";

/** /transaction/orderShiping/:id (seller or buyer: the call checks the order is the caller's) — how an order was shipped: carrier, number or voucher, the address and the trace. */
export default function ShippingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const q = useCall(order.selOrderTraceDetailByParam, { orderId: id }, { enabled: !!id, errBySelf: true, retry: false });
  if (!id) return <MissingOrder error={null} />;
  if (orderMissing(q.error)) return <MissingOrder error={q.error} />;
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.error || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <div data-testid="seller-shipping">
      <PageHeader
        title={`${t("sellerOrders.shipping.title")} · ${d.orderNo}`}
        extra={
          <Button onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(sellerPaths.list))} data-testid="shipping-back">
            {t("common.back")}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t("sellerOrders.shipping.shipping")}
            style={{ height: "100%" }}
          >
            <Facts
              rows={[
                [t("sellerOrders.shipping.orderNo"), d.orderNo],
                [t("sellerOrders.shipping.state"), <OrderStateTag key="s" state={d.state} />],
              ]}
            />
            <div style={{ marginTop: 8 }}>
              <ShippingBlock shipping={d.shipping} />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("sellerOrders.shipping.delivery")} style={{ height: "100%" }}>
            <DeliveryBlock delivery={d.delivery} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t("sellerOrders.shipping.trace")}>
            <OrderHistory items={d.history} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
