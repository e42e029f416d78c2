import { credit, memberType, type CreditProductView, type In } from "@qinlian/contract";
import { Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import "../../serviceHall/credit/texts";

type Values = Omit<In<typeof credit.addProduct>, "materials"> & { materials?: string };

/** Creates (as a draft) or edits a product; ranges are checked before submit, server errors land under their field. */
export function ProductFormModal({ product, onClose }: { product: CreditProductView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const fields = (f: string) => (f.startsWith("materials") ? "materials" : undefined);
  const add = useFormMutation(credit.addProduct, { form, fields });
  const update = useFormMutation(credit.updateProduct, { form, fields });
  const a = (k: string) => t(`credit.admin.${k}`);
  const req = (label: string) => ({ required: true, whitespace: true, message: t("credit.admin.required", { field: label }) });
  const minRules = useMoneyRules(a("minAmount"), { required: true, min: 1 });
  const maxRules = useMoneyRules(a("maxAmount"), { required: true, min: 1 });
  const kind = Form.useWatch("kind", form) ?? product?.kind ?? "LOAN";

  const submit = async (v: Values) => {
    const input = { ...v, materials: (v.materials ?? "").split("\n").map((s) => s.trim()).filter(Boolean) };
    const r = product ? await update.submit({ ...input, id: product.id }) : await add.submit(input);
    if (r) {
      void invalidateCalls(credit.adminProducts, credit.adminProduct, credit.publicProducts);
      onClose();
    }
  };

  return (
    <Modal
      open
      title={product ? a("editProduct") : a("addProduct")}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={add.isPending || update.isPending}
      width={680}
      destroyOnHidden
      data-testid="product-form-modal"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={product ? { ...product, materials: product.materials.join("\n") } : { kind: "LOAN", applicantTypes: ["PERSON", "ENTERPRISE"], minTermMonths: 1, maxTermMonths: 12 }}
        data-testid="product-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="kind" label={t("credit.kindLabel")} rules={[{ required: true }]}>
              <Select options={(["LOAN", "INSURANCE"] as const).map((k) => ({ value: k, label: t(`credit.kind.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="name" label={t("credit.product.name")} rules={[req(t("credit.product.name")), { max: 60 }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="institution" label={t("credit.product.institution")} rules={[req(t("credit.product.institution")), { max: 60 }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="rateText" label={a("rateText")} rules={[req(a("rateText")), { max: 100 }]}>
          <Input maxLength={100} placeholder={t(`credit.product.rate.${kind}`)} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="minAmount" label={a("minAmount")} rules={minRules}>
              <MoneyInput inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="maxAmount"
              label={a("maxAmount")}
              dependencies={["minAmount"]}
              rules={[
                ...maxRules,
                ({ getFieldValue }) => ({
                  validator: (_r, v?: number) => (v == null || getFieldValue("minAmount") == null || v >= (getFieldValue("minAmount") as number) ? Promise.resolve() : Promise.reject(new Error(a("maxBelowMin")))),
                }),
              ]}
            >
              <MoneyInput inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="minTermMonths" label={a("minTerm")} rules={[{ required: true, message: t("credit.admin.required", { field: a("minTerm") }) }, { type: "integer", min: 1, max: 360 }]}>
              <InputNumber precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="maxTermMonths"
              label={a("maxTerm")}
              dependencies={["minTermMonths"]}
              rules={[
                { required: true, message: t("credit.admin.required", { field: a("maxTerm") }) },
                { type: "integer", min: 1, max: 360 },
                ({ getFieldValue }) => ({
                  validator: (_r, v?: number) => (v == null || v >= ((getFieldValue("minTermMonths") as number | undefined) ?? 0) ? Promise.resolve() : Promise.reject(new Error(a("termBelowMin")))),
                }),
              ]}
            >
              <InputNumber precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="applicantTypes" label={a("applicants")} rules={[{ required: true, type: "array", min: 1, message: t("credit.admin.required", { field: a("applicants") }) }]}>
          <Checkbox.Group options={memberType.options.map((w) => ({ value: w, label: t(`credit.who.${w}`) }))} />
        </Form.Item>
        <Form.Item name="summary" label={t("credit.product.summary")} rules={[req(t("credit.product.summary")), { max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="materials" label={t("credit.product.materials")} extra={a("materialsHelp")}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
