import { cashier, type ChannelRefundView, type RefundWay } from "@qinlian/contract";
import { App, Form, Input, Modal, Radio, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import { FieldRadioGroup } from "../../../kit/FieldSelect";
import { formatFen } from "../../../kit/Money";
import { useFormMutation } from "../../../kit/useFormMutation";
import { channelNames } from "../../cashier/pay/labels";
import "./texts";

interface RetryForm {
  way: RefundWay;
  note: string;
}

const WAYS: readonly RefundWay[] = ["CHANNEL", "BALANCE"];
const wayText = { CHANNEL: "channel", BALANCE: "balance" } as const satisfies Record<RefundWay, string>;

/**
 * Retries a refund the channel refused: through the channel again or to the payer's balance (each
 * way with a line saying what it does), with the operator's required note (2-200 characters, as the
 * server checks). Validates before it submits; the server's field errors show under their fields and
 * the dialog stays open. `onDone` gets the refund as it stands after.
 */
export function RetryRefundDialog(props: { refund: ChannelRefundView | null; onClose: () => void; onDone: (after: ChannelRefundView) => void | Promise<void> }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RetryForm>();
  const retry = useFormMutation(cashier.adminRetryRefund, { form, loadingText: false });
  const r = props.refund;
  const submit = async () => {
    if (!r) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const after = await retry.submit({ refundRowId: r.id, way: v.way, note: v.note.trim(), attempt: r.attempt });
    if (!after) return;
    if (after.status === "FAILED") void message.warning(t("adminWithdrawals.refunds.refusedAgain", { reason: after.failReason ?? "-" }));
    else void message.success(t(after.way === "BALANCE" ? "adminWithdrawals.refunds.refundedToBalance" : "adminWithdrawals.refunds.retried"));
    form.resetFields();
    await props.onDone(after);
  };
  const noteLength = (_: unknown, v?: string) => {
    const n = (v ?? "").trim().length;
    return n === 0 || (n >= 2 && n <= 200) ? Promise.resolve() : Promise.reject(new Error(t("adminWithdrawals.retryDialog.noteLength")));
  };
  return (
    <Modal
      open={r !== null}
      title={t("adminWithdrawals.retryDialog.title")}
      okText={t("adminWithdrawals.retryDialog.ok")}
      confirmLoading={retry.isPending}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={() => void submit()}
      okButtonProps={{ "data-testid": "retry-ok" }}
    >
      {r && (
        <Space direction="vertical" style={{ width: "100%", marginBottom: 12 }}>
          <Typography.Text>
            {t("adminWithdrawals.retryDialog.summary", { payer: r.payerName ?? r.payerBoId, amount: formatFen(r.amount), channel: pick(channelNames[r.channel], i18n.language), payId: r.payId })}
          </Typography.Text>
          {r.failReason && <Typography.Text type="secondary">{t("adminWithdrawals.retryDialog.lastRefusal", { reason: r.failReason })}</Typography.Text>}
        </Space>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="way" label={t("adminWithdrawals.retryDialog.way")} rules={[{ required: true, message: t("adminWithdrawals.retryDialog.wayRequired") }]}>
          <FieldRadioGroup>
            <Space direction="vertical">
              {WAYS.map((w) => (
                <Radio key={w} value={w} data-testid={`retry-way-${w}`}>
                  <div>{t(`adminWithdrawals.retryDialog.${wayText[w]}`)}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`adminWithdrawals.retryDialog.${wayText[w]}Help`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </FieldRadioGroup>
        </Form.Item>
        <Form.Item
          name="note"
          label={t("adminWithdrawals.retryDialog.note")}
          rules={[{ required: true, whitespace: true, message: t("adminWithdrawals.retryDialog.noteRequired") }, { validator: noteLength }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t("adminWithdrawals.retryDialog.notePlaceholder")} data-testid="retry-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
