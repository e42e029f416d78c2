import { farmMaterial, type RangeInput } from "@qinlian/contract";
import { Card, Col, Form, Input, InputNumber, Row } from "antd";
import { FieldSelect } from "../../../kit/FieldSelect";
import { PageHeader } from "../../../kit/PageHeader";
import { SaveBackButtons, useEditPage } from "../../../kit/useEditPage";
import { useFormMutation } from "../../../kit/useFormMutation";
import { materialReads, useOptions } from "./parts";
import { useMaterialTexts } from "./texts";

const LIST = "/farmingManage/storeManage";

/** /farmingManage/storeManage/add and /update/:id: one place of the farm. */
export default function StoreFormPage() {
  const { d } = useMaterialTexts();
  const { kinds } = useOptions();
  const [form] = Form.useForm<RangeInput>();
  const { id, gate, back, saved } = useEditPage(farmMaterial.rangeSelById, { listPath: LIST, form, notFoundText: d("common.notFound") });
  const add = useFormMutation(farmMaterial.rangeAdd, { form });
  const upd = useFormMutation(farmMaterial.rangeUpdById, { form });
  if (gate) return gate;
  const onFinish = async (v: RangeInput) => {
    const body = { ...v, areaM2: v.areaM2 ?? null, capacity: v.capacity ?? null, keeper: v.keeper?.trim() || null, remark: v.remark?.trim() || null };
    const done = id ? await upd.submit({ id, ...body }) : await add.submit(body);
    if (!done) return;
    await saved(...materialReads);
  };
  return (
    <div>
      <PageHeader title={d(id ? "store.editTitle" : "store.addTitle")} />
      <Form<RangeInput> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ kind: "STORE" }} data-testid="store-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item name="name" label={d("store.name")} rules={[{ required: true, whitespace: true, message: d("common.required", { field: d("store.name") }) }, { max: 40 }]}>
                <Input placeholder={d("store.namePlaceholder")} data-testid="store-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="kind" label={d("store.kind")} rules={[{ required: true, message: d("common.choose", { field: d("store.kind") }) }]}>
                <FieldSelect options={kinds} data-testid="store-kind" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="areaM2" label={d("store.areaM2")}>
                <InputNumber min={0} max={100_000_000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="capacity" label={d("store.capacity")}>
                <InputNumber min={0} max={10_000_000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="keeper" label={d("store.keeper")} rules={[{ max: 30 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={d("store.remark")} rules={[{ max: 200 }]}>
                <Input.TextArea rows={2} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <SaveBackButtons saving={add.isPending || upd.isPending} onBack={back} testId="store" />
      </Form>
    </div>
  );
}
