import { isValidUscc, manufacturer, manufacturerTypes, type ManufacturerInput } from "@qinlian/contract";
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Skeleton, Space, Switch } from "antd";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { FieldSelect } from "../../../kit/FieldSelect";
import { phoneRule } from "../../../kit/formRules";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { manufacturerReads } from "./ManufacturerListPage";
import { useDataTexts } from "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

type Values = Omit<ManufacturerInput, "epidemicCertNo" | "breedingLicenceNo" | "creditCode"> & {
  epidemicCertNo?: string | null;
  breedingLicenceNo?: string | null;
  creditCode?: string | null;
};

const LIST = "/setup/manufacturerList";

/** /setup/manufacturerList/add and /update/:id: one farm's details. */
export default function ManufacturerFormPage() {
  const { t, d } = useDataTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const current = useCall(manufacturer.selById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(manufacturer.add, { form });
  const upd = useFormMutation(manufacturer.updById, { form });

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("mfr.notFound")}>
        <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
      </Empty>
    );

  const onFinish = async (v: Values) => {
    const body = {
      ...v,
      epidemicCertNo: v.epidemicCertNo?.trim() || null,
      breedingLicenceNo: v.breedingLicenceNo?.trim() || null,
      creditCode: v.creditCode?.trim() || null,
      longitude: v.longitude ?? null,
      latitude: v.latitude ?? null,
      stockOnHand: v.stockOnHand ?? null,
      barnCount: v.barnCount ?? null,
      areaMu: v.areaMu ?? null,
    };
    const done = id ? await upd.submit({ id, ...body }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...manufacturerReads);
    void navigate(LIST);
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t("common.required", { field: d(field) }) });
  const pairRule = (other: "longitude" | "latitude") => ({
    validator: (_: unknown, v?: number | null) =>
      (v == null) === (form.getFieldValue(other) == null) ? Promise.resolve() : Promise.reject(new Error(d("mfr.coordinatesPair"))),
  });

  return (
    <div>
      <PageHeader title={d(id ? "mfr.editTitle" : "mfr.addTitle")} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v: Values) => void onFinish(v)}
        initialValues={{ type: "LAYER_FARM", isDefault: false }}
        data-testid="mfr-form"
        style={{ maxWidth: 860 }}
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item name="name" label={d("mfr.name")} rules={[required("mfr.name"), { max: 60 }]}>
                <Input placeholder={d("mfr.namePlaceholder")} data-testid="mfr-name" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="type" label={d("mfr.type")} rules={[{ required: true, message: t("common.required", { field: d("mfr.type") }) }]}>
                <FieldSelect options={manufacturerTypes.map((v) => ({ value: v, label: d(`mfr.types.${v}`) }))} data-testid="mfr-type" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="stockOnHand" label={d("mfr.stockOnHand")}>
                <InputNumber min={0} max={100_000_000} precision={0} style={{ width: "100%" }} data-testid="mfr-stock" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="barnCount" label={d("mfr.barnCount")}>
                <InputNumber min={0} max={10_000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="areaMu" label={d("mfr.areaMu")}>
                <InputNumber min={0} max={10_000_000} precision={2} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={10}>
              <Form.Item name="areaCode" label={d("mfr.area")} rules={[{ required: true, message: d("common.areaRequired") }]}>
                <AreaCascader data-testid="mfr-area" />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item name="address" label={d("mfr.address")} rules={[required("mfr.address"), { max: 120 }]}>
                <Input placeholder={d("mfr.addressPlaceholder")} data-testid="mfr-address" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="longitude" label={d("mfr.longitude")} dependencies={["latitude"]} rules={[pairRule("latitude")]}>
                <InputNumber min={73} max={136} precision={6} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="latitude" label={d("mfr.latitude")} dependencies={["longitude"]} rules={[pairRule("longitude")]}>
                <InputNumber min={3} max={54} precision={6} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="epidemicCertNo" label={d("mfr.epidemicCertNo")} rules={[{ max: 40 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="breedingLicenceNo" label={d("mfr.breedingLicenceNo")} rules={[{ max: 40 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="creditCode"
                label={d("mfr.creditCode")}
                rules={[
                  {
                    validator: (_r, v?: string | null) =>
                      !v?.trim() || isValidUscc(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(d("mfr.creditCodeInvalid"))),
                  },
                ]}
              >
                <Input maxLength={18} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="contactName" label={d("mfr.contactName")} rules={[required("mfr.contactName"), { max: 30 }]}>
                <Input data-testid="mfr-contact" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="contactPhone"
                label={d("mfr.contactPhone")}
                rules={[required("mfr.contactPhone"), phoneRule(d("common.phoneInvalid"))]}
              >
                <Input data-testid="mfr-phone" />
              </Form.Item>
            </Col>
          </Row>
          {!current.data?.isDefault && (
            <Form.Item name="isDefault" label={d("mfr.isDefault")} valuePropName="checked">
              <Switch data-testid="mfr-default" />
            </Form.Item>
          )}
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="mfr-submit">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
