import { farmMaterial, type RangeInput } from "@qinlian/contract";
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Skeleton, Space } from "antd";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { materialReads, useOptions } from "./parts";
import { useMaterialTexts } from "./texts";

const LIST = "/farmingManage/storeManage";

/** /farmingManage/storeManage/add and /update/:id: one place of the farm. */
export default function StoreFormPage() {
  const { t, d } = useMaterialTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const { kinds } = useOptions();
  const [form] = Form.useForm<RangeInput>();
  const current = useCall(farmMaterial.rangeSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(farmMaterial.rangeAdd, { form });
  const upd = useFormMutation(farmMaterial.rangeUpdById, { form });
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);
  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: RangeInput) => {
    const body = { ...v, areaM2: v.areaM2 ?? null, capacity: v.capacity ?? null, keeper: v.keeper?.trim() || null, remark: v.remark?.trim() || null };
    const done = id ? await upd.submit({ id, ...body }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...materialReads);
    void navigate(LIST);
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
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="store-submit">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
