import { Form, Input, Modal, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import "./texts";

/**
 * Asks an operator for a reason (1-200 characters) before rejecting or taking down. `onOk` gets the
 * reason's form too, so the server's field errors show under it.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  busy: boolean;
  onOk: (reason: string, form: FormInstance<{ reason: string }>) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okType="danger"
      confirmLoading={props.busy}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={() =>
        void form.validateFields().then(
          async (v) => (await props.onOk(v.reason.trim(), form)) && form.resetFields(),
          () => undefined,
        )
      }
      okButtonProps={{ "data-testid": "reason-ok" }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t("catalogAdmin.reason.label")} rules={[{ required: true, whitespace: true, message: t("catalogAdmin.reason.required") }, { max: 200, message: t("catalogAdmin.reason.max") }]}>
          <Input.TextArea rows={4} maxLength={200} showCount placeholder={t("catalogAdmin.reason.placeholder")} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
