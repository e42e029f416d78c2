import { Form, Input, Modal, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import "./texts";

/** Asks for a classify (or recommendation column) name to add or rename; names are 1-20 characters. */
export function ClassifyNameDialog(props: { open: boolean; title: string; label?: string; initial?: string; onOk: (name: string) => Promise<boolean>; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      confirmLoading={props.busy}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={() =>
        void form.validateFields().then(
          async (v) => (await props.onOk(v.name.trim())) && form.resetFields(),
          () => undefined,
        )
      }
      okButtonProps={{ "data-testid": "classify-name-ok" }}
    >
      <Form form={form} initialValues={{ name: props.initial ?? "" }} preserve={false}>
        <Form.Item name="name" label={props.label ?? t("shopSeller.cls.name")} rules={[{ required: true, whitespace: true, message: t("shopSeller.cls.vName") }, { max: 20, message: t("shopSeller.cls.vNameLen") }]}>
          <Input maxLength={20} autoFocus data-testid="classify-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Confirms deleting classifies and where their goods go (another classify, or unclassified). */
export function ClassifyDeleteDialog(props: {
  open: boolean;
  names: string[];
  goodsCount: number;
  targets: { value: string; label: string }[];
  onOk: (moveToId: string | undefined) => Promise<boolean>;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ moveToId?: string }>();
  const submit = async () => {
    const v = form.getFieldsValue();
    if (await props.onOk(v.moveToId)) form.resetFields();
  };
  return (
    <Modal
      open={props.open}
      title={t("shopSeller.cls.deleteTitle")}
      okType="danger"
      confirmLoading={props.busy}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={() => void submit()}
    >
      <Typography.Paragraph>{t("shopSeller.cls.deleteText", { names: props.names.join("、") })}</Typography.Paragraph>
      {props.goodsCount > 0 && (
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="moveToId" label={t("shopSeller.cls.moveTo", { n: props.goodsCount })} extra={t("shopSeller.cls.moveToHelp")}>
            <Select allowClear options={props.targets} placeholder={t("shopSeller.cls.unclassified")} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
