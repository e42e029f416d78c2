import { credit, type CreditApplyDetail } from "@qinlian/contract";
import { Alert, Button, DatePicker, Divider, Drawer, Form, Input, Skeleton, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { LoadFailed } from "../../../kit/LoadFailed";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { ApplyFacts } from "../../serviceHall/credit/parts";
import "../../serviceHall/credit/texts";

const refresh = () => invalidateCalls(credit.adminApplies, credit.adminApply, credit.adminProducts);

/** SUBMITTED: approve with an optional note, or reject with a reason. */
function Decide({ id }: { id: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string; reason?: string }>();
  const approve = useFormMutation(credit.approveApply, { form, fields: { note: "note" } });
  const reject = useFormMutation(credit.rejectApply, { form, fields: { reason: "reason" } });
  const a = (k: string) => t(`credit.admin.${k}`);
  return (
    <Form form={form} layout="vertical" data-testid="decide-form">
      <Form.Item name="note" label={a("approveNote")} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="reason" label={a("rejectReason")} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          loading={approve.isPending}
          data-testid="apply-approve"
          onClick={() =>
            void form.validateFields(["note"]).then(async (v) => {
              if (await approve.submit({ id, note: v.note?.trim() || undefined })) void refresh();
            })
          }
        >
          {a("approve")}
        </Button>
        <Button
          danger
          loading={reject.isPending}
          data-testid="apply-reject"
          onClick={() => {
            const reason = (form.getFieldValue("reason") as string | undefined)?.trim();
            if (!reason) {
              form.setFields([{ name: "reason", errors: [a("rejectRequired")] }]);
              return;
            }
            void reject.submit({ id, reason }).then((r) => r && refresh());
          }}
        >
          {a("reject")}
        </Button>
      </Space>
    </Form>
  );
}

/** A loan's facts reported by the institution: the pay-out (APPROVED) or the repayment (DISBURSED). */
function Report({ d }: { d: CreditApplyDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount?: number; date?: Dayjs; note?: string }>();
  const disburse = useFormMutation(credit.disburseApply, { form });
  const settle = useFormMutation(credit.settleApply, { form });
  const a = (k: string) => t(`credit.admin.${k}`);
  const paying = d.state === "APPROVED";
  const amountRules = useMoneyRules(a("disburseAmount"), { required: true, min: 1 });
  const submit = async (v: { amount?: number; date?: Dayjs; note?: string }) => {
    const date = v.date!.format("YYYY-MM-DD");
    const note = v.note?.trim() || undefined;
    const r = paying ? await disburse.submit({ id: d.id, amount: v.amount!, date, note }) : await settle.submit({ id: d.id, date, note });
    if (r) void refresh();
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ amount: paying ? d.amount : undefined, date: dayjs() }} data-testid="report-form">
      <Alert type="info" showIcon message={a("factNote")} style={{ marginBottom: 12 }} />
      {paying && (
        <Form.Item name="amount" label={a("disburseAmount")} rules={amountRules}>
          <MoneyInput inputMode="decimal" />
        </Form.Item>
      )}
      <Form.Item name="date" label={paying ? a("disburseDate") : a("settleDate")} rules={[{ required: true, message: a("dateRequired") }]}>
        <DatePicker style={{ width: "100%" }} disabledDate={(day) => day.isAfter(dayjs(), "day")} />
      </Form.Item>
      <Form.Item name="note" label={a("note")} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={disburse.isPending || settle.isPending} data-testid={paying ? "apply-disburse" : "apply-settle"}>
        {paying ? a("disburse") : a("settle")}
      </Button>
    </Form>
  );
}

/** The console's application drawer: the facts, the history, and what the operator may do in its state. */
export function ApplyHandleDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useCall(credit.adminApply, { id });
  const d = q.data;
  const canReport = d && d.kind === "LOAN" && (d.state === "APPROVED" || d.state === "DISBURSED");
  return (
    <Drawer open onClose={onClose} title={t("credit.apply.detail")} width="min(600px, 100vw)" data-testid="admin-apply-drawer">
      {q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <ApplyFacts a={d} history={d.history} showApplicant>
          {(d.state === "SUBMITTED" || canReport) && <Divider />}
          {d.state === "SUBMITTED" && <Decide id={d.id} />}
          {canReport && <Report key={d.state} d={d} />}
        </ApplyFacts>
      )}
    </Drawer>
  );
}
