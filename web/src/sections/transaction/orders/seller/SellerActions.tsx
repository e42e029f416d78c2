import { order, type OrderAction, type OrderCard } from "@qinlian/contract";
import { Alert, App, Button, Form, Input, Modal, Radio, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { invalidateCalls } from "../../../../kit/invalidate";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { syncValidator } from "../../../../kit/syncValidator";
import { useFormMutation } from "../../../../kit/useFormMutation";
import { cancelReasonLabels, orderActionLabels, sellerCancelReasons } from "../shared";
import { sellerButtons } from "./logic";
import "./texts";

type SellerCancelReason = "OUT_OF_STOCK" | "BUYER_ASKED" | "CANNOT_DELIVER" | "OTHER";

/** Every read a seller's action changes (lists, counts, details, figures). */
export const sellerOrderReads = [
  order.selFilterOrderListByPage,
  order.selectOrderCount,
  order.selSellerOrderDetailById,
  order.selOrderTraceDetailByParam,
  order.statisticalOrder,
];

/** The seller cancels an order: a reason (and a note, required for 其他), saying a paid order is refunded. */
export function SellerCancelModal({ target, onClose }: { target: Pick<OrderCard, "id" | "orderNo" | "state" | "paidAmount"> | null; onClose: (done: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: SellerCancelReason; note?: string }>();
  const cancel = useFormMutation(order.sellerCancelOrder, { form });
  const reason = Form.useWatch("reason", form);
  const paid = !!target && target.paidAmount > 0;
  const submit = async (v: { reason: SellerCancelReason; note?: string }) => {
    if (!target) return;
    if (!(await cancel.submit({ orderId: target.id, reason: v.reason, note: v.note?.trim() || undefined }))) return;
    void message.success(t("sellerOrders.cancel.done"));
    form.resetFields();
    await invalidateCalls(...sellerOrderReads);
    onClose(true);
  };
  return (
    <Modal
      open={!!target}
      title={target ? `${t("sellerOrders.cancel.title")} · ${target.orderNo}` : ""}
      okText={t("sellerOrders.cancel.ok")}
      okButtonProps={{ danger: true, loading: cancel.isPending, "data-testid": "seller-cancel-ok" }}
      cancelText={t("common.back")}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Alert type={paid ? "warning" : "info"} showIcon style={{ marginBottom: 16 }} message={paid ? t("sellerOrders.cancel.paidWarn", { amount: formatFen(target?.paidAmount) }) : t("sellerOrders.cancel.unpaidWarn")} />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="seller-cancel-form">
        <Form.Item name="reason" label={t("sellerOrders.cancel.reason")} rules={[{ required: true, message: t("sellerOrders.cancel.reasonRequired") }]}>
          <Radio.Group>
            <Space direction="vertical">
              {sellerCancelReasons.map((r) => (
                <Radio key={r} value={r}>
                  {pick(cancelReasonLabels[r], i18n.language)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label={t("sellerOrders.cancel.note")}
          rules={[
            { max: 200, message: t("sellerOrders.v.noteLong") },
            {
              validator: syncValidator((v: string | undefined) => {
                if (reason === "OTHER" && !v?.trim()) throw new Error(t("sellerOrders.cancel.noteRequired"));
              }),
            },
          ]}
          dependencies={["reason"]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t("sellerOrders.cancel.notePh")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The seller's own note on an order (only the seller sees it). A list card does not carry the note,
 * so without `target.sellerNote` the current one is read first (saving must not wipe it).
 */
export function SellerNoteModal({ target, onClose }: { target: { id: string; orderNo: string; sellerNote?: string | null } | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ sellerNote: string }>();
  const save = useFormMutation(order.modifyOrderByObj, { form });
  const known = target?.sellerNote !== undefined;
  const detail = useCall(order.selSellerOrderDetailById, { orderId: target?.id ?? "" }, { enabled: !!target && !known });
  const current = known ? (target?.sellerNote ?? "") : detail.data?.sellerNote;
  const submit = async (v: { sellerNote?: string }) => {
    if (!target) return;
    if (!(await save.submit({ orderId: target.id, sellerNote: (v.sellerNote ?? "").trim() }))) return;
    void message.success(t("sellerOrders.noteModal.done"));
    await invalidateCalls(...sellerOrderReads);
    onClose(true);
  };
  const ready = known || detail.isSuccess;
  return (
    <Modal
      open={!!target}
      title={target ? `${t("sellerOrders.noteModal.title")} · ${target.orderNo}` : ""}
      okText={t("sellerOrders.noteModal.ok")}
      okButtonProps={{ loading: save.isPending, disabled: !ready, "data-testid": "seller-note-ok" }}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {detail.isError ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : !ready ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ sellerNote: current ?? "" }} onFinish={(v) => void submit(v)} data-testid="seller-note-form">
          <Form.Item name="sellerNote" label={t("sellerOrders.noteModal.label")} rules={[{ max: 200, message: t("sellerOrders.v.noteLong") }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t("sellerOrders.noteModal.ph")} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

type ActionTarget = Pick<OrderCard, "id" | "orderNo" | "state" | "paidAmount" | "actions"> & { sellerNote?: string | null };

/**
 * The seller's buttons for one order, from the actions the server allows (ship, change price,
 * cancel, note), with their modals. `size` small in lists.
 */
export function SellerActionButtons({ order: o, size = "small", onDone }: { order: ActionTarget; size?: "small" | "middle"; onDone?: () => void }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const buttons = sellerButtons(o.id, o.actions);
  if (!buttons.length) return null;
  const close = (done: boolean) => {
    setOpen(null);
    if (done) onDone?.();
  };
  return (
    <>
      {buttons.map((b) => (
        <Button
          key={b.action}
          size={size}
          type={b.primary ? "primary" : "default"}
          danger={b.action === "SELLER_CANCEL"}
          data-testid={`seller-action-${b.action}`}
          onClick={() => (b.kind === "link" ? void navigate(b.to) : setOpen(b.action))}
        >
          {pick(orderActionLabels[b.action], i18n.language)}
        </Button>
      ))}
      <SellerCancelModal target={open === "SELLER_CANCEL" ? o : null} onClose={close} />
      <SellerNoteModal target={open === "SELLER_NOTE" ? o : null} onClose={close} />
    </>
  );
}
