import { address, order, type OrderAction } from "@qinlian/contract";
import { App, Button, Empty, Form, Input, Modal, Radio, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { invalidateCalls } from "../../../../kit/invalidate";
import { Money } from "../../../../kit/Money";
import { useFormMutation } from "../../../../kit/useFormMutation";
import { buyerCancelReasons, cancelReasonLabels, orderActionLabels } from "../shared/words";
import { actionPath, buyerButtons, cashierPath, type ButtonSpec } from "./actions";
import "./texts";

/** Every read an order action may change: lists, counts, the detail, its info changes. */
export const refreshOrders = () =>
  invalidateCalls(order.selOrderListByPage, order.selectOrderCount, order.selBuyerOrderDetailById, order.selChangeOrderInfo, order.selOrderTraceInfoListByParam);

interface Props {
  order: { id: string; actions: OrderAction[]; payable: number; buyerRemark?: string | null };
  /** After the order was hidden (the detail page leaves for the list). */
  onHidden?: () => void;
  size?: "small" | "middle";
}

/** The buyer's buttons for one order, from the actions the server allows, with their dialogs. */
export function BuyerOrderActions({ order: o, onHidden, size = "small" }: Props) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"CANCEL" | "CHANGE_INFO" | "PAY_BALANCE" | null>(null);
  const pay = useFormMutation(order.createPayOrder);
  const remind = useFormMutation(order.remindDelivery);
  const confirm = useFormMutation(order.confirmReceipt);
  const hide = useFormMutation(order.handleHideOrderById);
  const buttons = buyerButtons(o.actions);
  if (!buttons.length) return null;

  const done = async (action: OrderAction) => {
    void message.success(t(`buyerOrder.done.${action}`));
    await refreshOrders();
  };
  const run = async (b: ButtonSpec) => {
    if (b.kind === "pay") {
      const r = await pay.submit({ orderIds: [o.id] });
      if (!r) return;
      const to = cashierPath(r.payIds);
      if (to) void navigate(to);
      else void message.info(t("buyerOrder.noPay"));
      return;
    }
    if (b.kind === "modal") return setDialog(b.action as "CANCEL" | "CHANGE_INFO" | "PAY_BALANCE");
    if (b.action === "REMIND") {
      if (await remind.submit({ orderId: o.id })) await done("REMIND");
      return;
    }
    if (b.action === "CONFIRM" || b.action === "HIDE") {
      const action = b.action;
      modal.confirm({
        title: pick(orderActionLabels[action], i18n.language),
        content: t(`buyerOrder.ask.${action}`),
        okText: t("common.confirm"),
        cancelText: t("common.cancel"),
        okButtonProps: { danger: action === "HIDE", "data-testid": "order-ask-ok" },
        onOk: async () => {
          const r = action === "CONFIRM" ? await confirm.submit({ orderId: o.id }) : await hide.submit({ orderId: o.id, role: "BUYER" });
          if (!r) return;
          await done(action);
          if (action === "HIDE") onHidden?.();
        },
      });
    }
  };

  return (
    <>
      <Space wrap size={8}>
        {buttons.map((b) => {
          const label = pick(orderActionLabels[b.action], i18n.language);
          const to = actionPath(b.action, o.id);
          const common = { size, type: b.primary ? ("primary" as const) : ("default" as const), danger: b.danger, "data-testid": `order-action-${b.action}` };
          return to ? (
            <Link key={b.action} to={to}>
              <Button {...common}>{label}</Button>
            </Link>
          ) : (
            <Button key={b.action} {...common} loading={b.kind === "pay" && pay.isPending} onClick={() => void run(b)}>
              {label}
            </Button>
          );
        })}
      </Space>
      {dialog === "CANCEL" && <CancelDialog orderId={o.id} onClose={() => setDialog(null)} onDone={() => void done("CANCEL")} />}
      {dialog === "PAY_BALANCE" && <PayBalanceDialog orderId={o.id} payable={o.payable} onClose={() => setDialog(null)} onDone={() => void done("PAY_BALANCE")} />}
      {dialog === "CHANGE_INFO" && <ChangeInfoDialog orderId={o.id} remark={o.buyerRemark ?? ""} onClose={() => setDialog(null)} onDone={() => void done("CHANGE_INFO")} />}
    </>
  );
}

function PayBalanceDialog({ orderId, payable, onClose, onDone }: { orderId: string; payable: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ payPassword: string }>();
  const pay = useFormMutation(order.toPayment, { form });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (await pay.submit({ orderIds: [orderId], payPassword: v.payPassword })) {
      onClose();
      onDone();
    }
  };
  return (
    <Modal open title={t("buyerOrder.balance.title")} okText={t("buyerOrder.balance.ok")} cancelText={t("common.cancel")} okButtonProps={{ loading: pay.isPending, "data-testid": "balance-ok" }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <p style={{ color: "#595959" }}>{t("buyerOrder.balance.hint")}</p>
      <p>
        {t("buyerOrder.balance.amount")} <Money fen={payable} strong />
      </p>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="payPassword" label={t("buyerOrder.balance.password")} rules={[{ required: true, pattern: /^\d{6}$/, message: t("buyerOrder.balance.passwordRule") }]} extra={<Link to="/financial/setPayPassword" style={{ textDecoration: "underline" }}>{t("buyerOrder.balance.setPassword")}</Link>}>
          <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" style={{ maxWidth: 240 }} data-testid="balance-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type BuyerCancelReason = "NO_LONGER_NEEDED" | "WRONG_INFO" | "BETTER_PRICE" | "CANNOT_DELIVER" | "OTHER";

function CancelDialog({ orderId, onClose, onDone }: { orderId: string; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ reason: BuyerCancelReason; note?: string }>();
  const cancel = useFormMutation(order.cancelOrder, { form });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (await cancel.submit({ orderId, reason: v.reason, note: v.note?.trim() || undefined })) {
      onClose();
      onDone();
    }
  };
  return (
    <Modal open title={t("buyerOrder.cancel.title")} okText={t("buyerOrder.cancel.ok")} cancelText={t("common.cancel")} okButtonProps={{ danger: true, loading: cancel.isPending, "data-testid": "cancel-ok" }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <p style={{ color: "#595959" }}>{t("buyerOrder.cancel.hint")}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t("buyerOrder.cancel.reason")} rules={[{ required: true, message: t("buyerOrder.cancel.reasonRequired") }]}>
          <Select data-testid="cancel-reason" options={buyerCancelReasons.map((r) => ({ value: r, label: pick(cancelReasonLabels[r], i18n.language) }))} />
        </Form.Item>
        <Form.Item name="note" label={t("buyerOrder.cancel.note")} rules={[{ max: 200 }]}>
          <Input.TextArea maxLength={200} showCount rows={3} placeholder={t("buyerOrder.cancel.notePh")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ChangeInfoDialog({ orderId, remark, onClose, onDone }: { orderId: string; remark: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ addressId?: string; buyerRemark?: string; reason?: string }>();
  const change = useFormMutation(order.changeOrderInfo, { form });
  const addrs = useCall(address.selAddrListPage, { pageNum: 1, pageSize: 50 });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const r = await change.submit({ orderId, addressId: v.addressId, buyerRemark: v.buyerRemark?.trim() ?? "", reason: v.reason?.trim() || undefined });
    if (r) {
      onClose();
      onDone();
    }
  };
  return (
    <Modal open title={t("buyerOrder.change.title")} okText={t("buyerOrder.change.ok")} cancelText={t("common.cancel")} okButtonProps={{ loading: change.isPending, "data-testid": "change-ok" }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <p style={{ color: "#595959" }}>{t("buyerOrder.change.hint")}</p>
      <Form form={form} layout="vertical" initialValues={{ buyerRemark: remark }}>
        <Form.Item name="addressId" label={t("buyerOrder.change.address")}>
          {addrs.data && !addrs.data.list.length ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("buyerOrder.change.noAddress")}>
              <Link to="/setup/shippingAddress" style={{ textDecoration: "underline" }}>
                {t("buyerOrder.change.addAddress")}
              </Link>
            </Empty>
          ) : (
            <Radio.Group style={{ display: "grid", gap: 8 }}>
              {(addrs.data?.list ?? []).map((a) => (
                <Radio key={a.id} value={a.id} data-testid={`change-addr-${a.id}`}>
                  <b>{a.receiverName}</b> {a.mobile}
                  <div style={{ color: "#595959" }}>
                    {a.areaName} {a.address}
                  </div>
                </Radio>
              ))}
            </Radio.Group>
          )}
        </Form.Item>
        <Form.Item name="buyerRemark" label={t("buyerOrder.change.remark")} rules={[{ max: 200 }]}>
          <Input.TextArea maxLength={200} showCount rows={2} />
        </Form.Item>
        <Form.Item name="reason" label={t("buyerOrder.change.reason")} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
