import { carrier as carrierEnum, order, type Carrier, type OrderDetail } from "@qinlian/contract";
import { CopyOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Select, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCall, useMutate } from "../../../../api";
import { pick } from "../../../../i18n";
import { formatTime } from "../../../../kit/formatTime";
import { GoodsThumb } from "../../../../kit/GoodsThumb";
import { ImageUpload } from "../../../../kit/ImageUpload";
import { invalidateCalls } from "../../../../kit/invalidate";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { syncValidator } from "../../../../kit/syncValidator";
import { showFailure, useFormMutation } from "../../../../kit/useFormMutation";
import { carrierLabels, DeliveryBlock, orderStateLabels } from "../shared";
import { carrierNameProblem, sellerPaths, trackingNoProblem } from "./logic";
import { BackToOrders, MissingOrder, orderMissing } from "./parts";
import { sellerOrderReads } from "./SellerActions";
import "./texts";

interface NumberForm {
  carrier?: Carrier;
  carrierName?: string;
  trackingNo?: string;
  note?: string;
}

interface VoucherForm {
  voucherImage?: string | null;
  note?: string;
}

/** The address as one line to paste into a courier's form. */
export const addressLine = (d: OrderDetail["delivery"]): string => `${d.receiverName} ${d.mobile} ${d.areaName} ${d.address}`.replace(/\s+/g, " ").trim();

function AddressCard({ o }: { o: OrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addressLine(o.delivery));
      void message.success(t("sellerOrders.send.copied"));
    } catch {
      void message.error(t("sellerOrders.send.copyFailed"));
    }
  };
  return (
    <Card
      size="small"
      title={t("sellerOrders.send.address")}
      extra={
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="copy-address">
          {t("sellerOrders.send.copy")}
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <DeliveryBlock delivery={o.delivery} />
      {o.buyerRemark && <Alert style={{ marginTop: 8 }} type="info" message={`${t("sellerOrders.detail.buyerRemark")}：${o.buyerRemark}`} />}
    </Card>
  );
}

/** Ship with a carrier and a tracking number (checked like the contract before sending). */
function NumberTab({ o, onShipped }: { o: OrderDetail; onShipped: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<NumberForm>();
  const send = useFormMutation(order.orderDelivery, { form });
  const carrier = Form.useWatch("carrier", form);
  const submit = async (v: NumberForm) => {
    if (!v.carrier) return;
    const done = await send.submit({
      orderId: o.id,
      carrier: v.carrier,
      carrierName: v.carrier === "OTHER" ? v.carrierName?.trim() : undefined,
      trackingNo: (v.trackingNo ?? "").trim(),
      note: v.note?.trim() || undefined,
    });
    if (done) onShipped();
  };
  return (
    <Form<NumberForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="send-number-form" style={{ maxWidth: 480 }}>
      <Form.Item name="carrier" label={t("sellerOrders.send.carrier")} rules={[{ required: true, message: t("sellerOrders.send.carrierRequired") }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t("sellerOrders.send.carrierRequired")}
          options={carrierEnum.options.map((c) => ({ value: c, label: pick(carrierLabels[c], i18n.language) }))}
          data-testid="send-carrier"
        />
      </Form.Item>
      {carrier === "OTHER" && (
        <Form.Item
          name="carrierName"
          label={t("sellerOrders.send.carrierName")}
          required
          rules={[
            {
              validator: syncValidator((v: string | undefined) => {
                const p = carrierNameProblem(carrier, v);
                if (p === "required") throw new Error(t("sellerOrders.send.carrierNameRequired"));
                if (p === "long") throw new Error(t("sellerOrders.send.carrierNameLong"));
              }),
            },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
      )}
      <Form.Item
        name="trackingNo"
        label={t("sellerOrders.send.trackingNo")}
        required
        rules={[
          {
            validator: syncValidator((v: string | undefined) => {
              const p = trackingNoProblem(v);
              if (p === "required") throw new Error(t("sellerOrders.send.trackingRequired"));
              if (p === "format") throw new Error(t("sellerOrders.send.trackingFormat"));
            }),
          },
        ]}
      >
        <Input maxLength={30} placeholder={t("sellerOrders.send.trackingPh")} autoComplete="off" data-testid="send-tracking" />
      </Form.Item>
      <Form.Item name="note" label={t("sellerOrders.send.note")} rules={[{ max: 200, message: t("sellerOrders.v.noteLong") }]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder={t("sellerOrders.send.notePh")} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="send-submit">
        {t("sellerOrders.send.submit")}
      </Button>
    </Form>
  );
}

/**
 * Ship with a voucher image: the image goes up through the generic image upload, uploadVoucher checks
 * it against the order (the shop's own upload, an order waiting to ship) and answers its URL, then
 * orderDeliveryVoucher ships. The calls are made with errBySelf (spec §5: the caller shows the error):
 * a field error goes under its field, anything else in an alert inside this form, not the global notice.
 */
function VoucherTab({ o, onShipped }: { o: OrderDetail; onShipped: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VoucherForm>();
  const check = useMutate(order.uploadVoucher, { errBySelf: true });
  const send = useMutate(order.orderDeliveryVoucher, { errBySelf: true });
  const [error, setError] = useState<string | null>(null);
  const submit = async (v: VoucherForm) => {
    setError(null);
    try {
      const voucher = await check.mutateAsync({ orderId: o.id, imageUrl: v.voucherImage ?? "" });
      await send.mutateAsync({ orderId: o.id, voucherImage: voucher.url, note: v.note?.trim() || undefined });
      onShipped();
    } catch (e) {
      showFailure(e, { form }, setError);
    }
  };
  return (
    <Form<VoucherForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="send-voucher-form" style={{ maxWidth: 480 }}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="voucher-error" closable onClose={() => setError(null)} />}
      <Form.Item name="voucherImage" label={t("sellerOrders.send.voucher")} extra={t("sellerOrders.send.voucherHelp")} rules={[{ required: true, message: t("sellerOrders.send.voucherRequired") }]}>
        <ImageUpload data-testid="send-voucher-upload" />
      </Form.Item>
      <Form.Item name="note" label={t("sellerOrders.send.note")} rules={[{ max: 200, message: t("sellerOrders.v.noteLong") }]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder={t("sellerOrders.send.notePh")} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={check.isPending || send.isPending} data-testid="send-voucher-submit">
        {t("sellerOrders.send.submit")}
      </Button>
    </Form>
  );
}

/** /transaction/orderManage/send/:id — ship an order: carrier and tracking number, or a voucher image; the address to copy. */
export default function SendPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [tab, setTab] = useState("number");
  const q = useCall(order.selSellerOrderDetailById, { orderId: id }, { enabled: !!id, errBySelf: true, retry: false });
  if (!id) return <MissingOrder error={null} />;
  if (orderMissing(q.error)) return <MissingOrder error={q.error} />;
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.error || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const o = q.data;
  const shipped = async () => {
    void message.success(t("sellerOrders.send.done"));
    await invalidateCalls(...sellerOrderReads);
    void navigate(sellerPaths.detail(o.id));
  };
  const header = <PageHeader title={`${t("sellerOrders.send.title")} · ${o.orderNo}`} extra={<BackToOrders />} />;
  if (!o.actions.includes("SEND"))
    return (
      <div>
        {header}
        <Result
          status="info"
          title={t("sellerOrders.send.cannot", { state: pick(orderStateLabels[o.state], i18n.language) })}
          extra={
            <Link to={sellerPaths.detail(o.id)} style={{ textDecoration: "underline" }}>
              {t("sellerOrders.detail.title")}
            </Link>
          }
        />
      </div>
    );
  return (
    <div data-testid="seller-send">
      {header}
      {o.remindedAt && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("sellerOrders.send.remindedAt", { at: formatTime(o.remindedAt) })} />}
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
          <Card size="small">
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: "number", label: t("sellerOrders.send.byNumber"), children: <NumberTab o={o} onShipped={() => void shipped()} /> },
                { key: "voucher", label: t("sellerOrders.send.byVoucher"), children: <VoucherTab o={o} onShipped={() => void shipped()} /> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
          <AddressCard o={o} />
          <Card size="small" title={t("sellerOrders.send.lines")}>
            <div style={{ display: "grid", gap: 8 }} data-testid="send-lines">
              {o.lines.map((l) => (
                <div key={l.id} style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
                  <GoodsThumb name={l.goodsName} image={l.image} sub={l.specName} />
                  <b style={{ whiteSpace: "nowrap" }}>× {l.quantity}</b>
                </div>
              ))}
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
