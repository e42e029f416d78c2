import { order, type OrderDetail } from "@qinlian/contract";
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Skeleton, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { invalidateCalls } from "../../../../kit/invalidate";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { MoneyInput, useMoneyRules } from "../../../../kit/MoneyInput";
import { PageHeader } from "../../../../kit/PageHeader";
import { useFormMutation } from "../../../../kit/useFormMutation";
import { OrderAmounts, OrderLinesTable, orderStateLabels } from "../shared";
import { currentGoodsPayable, revisedFigures, sellerAmounts, sellerPaths } from "./logic";
import { BackToOrders, MissingOrder, orderMissing } from "./parts";
import { sellerOrderReads } from "./SellerActions";
import "./texts";

interface PriceForm {
  goodsPayable?: number;
  freight?: number;
  reason?: string;
}

/** The new payable, shown as the seller types, and how it compares with what the buyer pays now. */
function LiveTotal({ goods, freight, current }: { goods?: number; freight?: number; current: number }) {
  const { t } = useTranslation();
  const r = revisedFigures(goods, freight, current);
  const change = !r ? "-" : r.change === 0 ? t("sellerOrders.price.same") : r.change < 0 ? t("sellerOrders.price.cheaper", { amount: formatFen(-r.change) }) : t("sellerOrders.price.dearer", { amount: formatFen(r.change) });
  return (
    <div style={{ display: "flex", gap: 32, flexWrap: "wrap", padding: "12px 16px", background: "#fff7e6", borderRadius: 6, marginBottom: 16 }} data-testid="price-live" aria-live="polite">
      <Statistic title={t("sellerOrders.price.current")} value={formatFen(current)} />
      <Statistic title={t("sellerOrders.price.newPayable")} value={r ? formatFen(r.payable) : "-"} valueStyle={{ color: "#d4380d", fontWeight: 600 }} />
      <Statistic title={t("sellerOrders.price.change")} value={change} valueStyle={{ fontSize: 16 }} />
    </div>
  );
}

function PriceForm({ o }: { o: OrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PriceForm>();
  const revise = useFormMutation(order.orderPriceRevision, { form });
  const goods = Form.useWatch("goodsPayable", form);
  const freight = Form.useWatch("freight", form);
  const goodsRules = useMoneyRules(t("sellerOrders.price.goodsRequired"), { required: true, min: 1 });
  const freightRules = useMoneyRules(t("sellerOrders.price.freightRequired"), { required: true, min: 0 });
  const submit = async (v: PriceForm) => {
    if (v.goodsPayable == null || v.freight == null) return;
    if (!(await revise.submit({ orderId: o.id, goodsPayable: v.goodsPayable, freight: v.freight, reason: v.reason?.trim() || undefined }))) return;
    void message.success(t("sellerOrders.price.done"));
    await invalidateCalls(...sellerOrderReads);
    void navigate(sellerPaths.detail(o.id));
  };
  return (
    <Form<PriceForm>
      form={form}
      layout="vertical"
      initialValues={{ goodsPayable: currentGoodsPayable(o), freight: o.freight }}
      onFinish={(v) => void submit(v)}
      data-testid="price-form"
      style={{ maxWidth: 520 }}
    >
      <LiveTotal goods={goods} freight={freight} current={o.payable} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="goodsPayable" label={t("sellerOrders.price.goods")} extra={t("sellerOrders.price.goodsHelp", { amount: formatFen(o.goodsAmount) })} rules={goodsRules} required>
            <MoneyInput data-testid="price-goods" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="freight" label={t("sellerOrders.price.freight")} rules={freightRules} required>
            <MoneyInput data-testid="price-freight" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="reason" label={t("sellerOrders.price.reason")} rules={[{ max: 100, message: t("sellerOrders.v.reasonLong") }]}>
        <Input.TextArea rows={2} maxLength={100} showCount placeholder={t("sellerOrders.price.reasonPh")} />
      </Form.Item>
      <Alert type="info" showIcon message={t("sellerOrders.price.noteBuyer")} style={{ marginBottom: 16 }} />
      <Button type="primary" htmlType="submit" loading={revise.isPending} data-testid="price-submit">
        {t("sellerOrders.price.submit")}
      </Button>
    </Form>
  );
}

/** /transaction/orderPriceChange/:id — change an unpaid order's goods amount and freight (yuan), the new payable live, with a reason. */
export default function PriceChangePage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const q = useCall(order.selSellerOrderDetailById, { orderId: id }, { enabled: !!id, errBySelf: true, retry: false });
  if (!id) return <MissingOrder error={null} />;
  if (orderMissing(q.error)) return <MissingOrder error={q.error} />;
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.error || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const o = q.data;
  const header = <PageHeader title={t("sellerOrders.price.title")} extra={<BackToOrders />} />;
  if (!o.actions.includes("REVISE_PRICE"))
    return (
      <div>
        {header}
        <Result
          status="info"
          title={t("sellerOrders.price.cannot", { state: pick(orderStateLabels[o.state], i18n.language) })}
          extra={
            <Link to={sellerPaths.detail(o.id)} style={{ textDecoration: "underline" }}>
              {t("sellerOrders.detail.title")}
            </Link>
          }
        />
      </div>
    );
  return (
    <div data-testid="seller-price">
      {header}
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card size="small" title={`${t("sellerOrders.detail.orderNo")} ${o.orderNo}`}>
            <OrderLinesTable lines={o.lines} />
            <div style={{ marginTop: 16 }}>
              <OrderAmounts order={sellerAmounts(o)} role="SELLER" />
            </div>
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t("sellerOrders.price.title")}>
            <PriceForm o={o} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
