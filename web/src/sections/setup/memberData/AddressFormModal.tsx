import { address, addressTags, type Address, type AddressInput } from "@qinlian/contract";
import { App, Checkbox, Col, Form, Input, Modal, Radio, Row } from "antd";
import { useEffect } from "react";
import { AreaCascader } from "../../../kit/AreaCascader";
import { phoneRule } from "../../../kit/formRules";
import { useDataTexts } from "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

type Values = Omit<AddressInput, "postcode" | "tag"> & { postcode?: string | null; tag?: AddressInput["tag"] };

/** Add or edit one shipping address in a dialog; `editing` null = add. Calls onSaved after a save. */
export function AddressFormModal({ open, editing, onClose, onSaved }: { open: boolean; editing: Address | null; onClose: () => void; onSaved: () => void }) {
  const { t, d } = useDataTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useFormMutation(address.addAddr, { form });
  const upd = useFormMutation(address.updAddrById, { form });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, postcode: editing.postcode ?? undefined, tag: editing.tag ?? undefined });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = { ...v, postcode: v.postcode?.trim() || null, tag: v.tag ?? null };
    const done = editing ? await upd.submit({ id: editing.id, ...body }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    onSaved();
  };
  const required = (field: string) => ({ required: true, whitespace: true, message: t("common.required", { field: d(field) }) });

  return (
    <Modal
      open={open}
      title={d(editing ? "addr.editTitle" : "addr.addTitle")}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={add.isPending || upd.isPending}
      okButtonProps={{ "data-testid": "addr-submit" }}
      destroyOnHidden
      width={640}
    >
      <Form<Values> form={form} layout="vertical" data-testid="addr-form" initialValues={{ isDefault: false, isPublic: false }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="receiverName" label={d("addr.receiverName")} rules={[required("addr.receiverName"), { max: 30 }]}>
              <Input data-testid="addr-receiver" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mobile" label={d("addr.mobile")} rules={[required("addr.mobile"), phoneRule(d("common.phoneInvalid"))]}>
              <Input placeholder={d("addr.mobilePlaceholder")} data-testid="addr-mobile" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="areaCode" label={d("addr.area")} rules={[{ required: true, message: d("common.areaRequired") }]}>
          <AreaCascader data-testid="addr-area" />
        </Form.Item>
        <Form.Item name="address" label={d("addr.address")} rules={[required("addr.address"), { max: 120 }]}>
          <Input.TextArea rows={2} placeholder={d("addr.addressPlaceholder")} data-testid="addr-address" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="postcode" label={d("addr.postcode")} rules={[{ pattern: /^\d{6}$/, message: d("addr.postcodeInvalid") }]}>
              <Input maxLength={6} data-testid="addr-postcode" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="tag" label={d("addr.tag")}>
              <Radio.Group optionType="button" options={addressTags.map((v) => ({ value: v, label: d(`addr.tags.${v}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        {!editing?.isDefault && (
          <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox data-testid="addr-default">{d("addr.isDefault")}</Checkbox>
          </Form.Item>
        )}
        <Form.Item name="isPublic" valuePropName="checked" extra={d("addr.isPublicHelp")}>
          <Checkbox>{d("addr.isPublic")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
