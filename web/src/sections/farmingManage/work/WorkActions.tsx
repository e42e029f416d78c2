import { farmWork, type WorkView } from "@qinlian/contract";
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space } from "antd";
import { useState } from "react";
import { invalidateCalls } from "../../../kit/invalidate";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import { oneDecimalRule, workReads, workTitle } from "./parts";
import { useWorkTexts } from "./texts";

interface ResultValues {
  result?: string;
  labourHours?: number | null;
  machineHours?: number | null;
}

/** The result fields (text, labour hours, machinery hours) of the done dialog and the detail page. */
export function ResultFields() {
  const { d } = useWorkTexts();
  return (
    <>
      <Form.Item name="result" label={d("work.result")} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid="work-result" />
      </Form.Item>
      <Space wrap size={16}>
        <Form.Item name="labourHours" label={d("work.labourHours")} rules={[oneDecimalRule(d("work.oneDecimal"))]}>
          <InputNumber min={0} max={100000} step={0.5} style={{ width: 160 }} data-testid="work-labour" />
        </Form.Item>
        <Form.Item name="machineHours" label={d("work.machineHours")} rules={[oneDecimalRule(d("work.oneDecimal"))]}>
          <InputNumber min={0} max={100000} step={0.5} style={{ width: 160 }} data-testid="work-machine" />
        </Form.Item>
      </Space>
    </>
  );
}

/** A task's moves as buttons: start (confirm), done (a dialog for the result and hours), cancel (confirm). */
export function WorkActions({ work, size = "small" }: { work: WorkView; size?: "small" | "middle" }) {
  const { t, d } = useWorkTexts();
  const { message } = App.useApp();
  const [doneOpen, setDoneOpen] = useState(false);
  const [form] = Form.useForm<ResultValues>();
  const start = useFormMutation(farmWork.workStart);
  const done = useFormMutation(farmWork.workDone, { form });
  const cancel = useFormMutation(farmWork.workCancel);
  const link = size === "small";

  const run = async (p: Promise<unknown>, ok: string) => {
    if (!(await p)) return false;
    void message.success(d(ok));
    await invalidateCalls(...workReads);
    return true;
  };
  const finish = async (v: ResultValues) => {
    const okDone = await run(done.submit({ id: work.id, result: v.result?.trim() || undefined, labourHours: v.labourHours ?? null, machineHours: v.machineHours ?? null }), "work.doneOk");
    if (okDone) setDoneOpen(false);
  };

  return (
    <Space size={link ? 0 : 8} wrap>
      {work.actions.includes("start") && (
        <Popconfirm title={d("work.startConfirm")} onConfirm={untilSettled(() => run(start.submit({ id: work.id }), "work.started"))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
          <Button type={link ? "link" : "primary"} size={size} data-testid={`work-start-${work.id}`}>
            {d("work.start")}
          </Button>
        </Popconfirm>
      )}
      {work.actions.includes("done") && (
        <Button
          type={link ? "link" : "primary"}
          size={size}
          data-testid={`work-done-${work.id}`}
          onClick={() => {
            form.setFieldsValue({ result: work.result ?? undefined, labourHours: work.labourHours, machineHours: work.machineHours });
            setDoneOpen(true);
          }}
        >
          {d("work.done")}
        </Button>
      )}
      {work.actions.includes("cancel") && (
        <Popconfirm title={d("work.cancelTitle")} onConfirm={untilSettled(() => run(cancel.submit({ id: work.id }), "work.cancelled"))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
          <Button type={link ? "link" : "default"} size={size} danger data-testid={`work-cancel-${work.id}`}>
            {d(link ? "work.cancelShort" : "work.cancel")}
          </Button>
        </Popconfirm>
      )}
      <Modal
        open={doneOpen}
        title={`${d("work.doneTitle")} · ${workTitle(work, d)}`}
        onCancel={() => setDoneOpen(false)}
        onOk={() => form.submit()}
        okText={d("work.done")}
        cancelText={t("common.cancel")}
        confirmLoading={done.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void finish(v)} data-testid="work-done-form">
          <ResultFields />
        </Form>
      </Modal>
    </Space>
  );
}
