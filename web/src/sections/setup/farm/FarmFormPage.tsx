import { isValidUscc, manufacturer, manufacturerTypes, type ManufacturerInput } from "@qinlian/contract";
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Skeleton, Space, Switch } from "antd";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { FieldSelect } from "../../../kit/FieldSelect";
import { phoneRule } from "../../../kit/formRules";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useWorkTexts } from "../../farmingManage/work/texts";
import { useDataTexts } from "../memberData/texts";
import { afterFarmChange, FARM_BASE, farmPath } from "./FarmList";

type Values = Omit<ManufacturerInput, "epidemicCertNo" | "breedingLicenceNo" | "creditCode"> & {
  epidemicCertNo?: string | null;
  breedingLicenceNo?: string | null;
  creditCode?: string | null;
};

/** /setup/farmList/add and /setup/farmList/update?id=: one farm's details, through the farm side's calls. */
export default function FarmFormPage() {
  const { t, d } = useDataTexts();
  const w = useWorkTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? undefined;
  const [form] = Form.useForm<Values>();
  const current = useCall(manufacturer.farmSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(manufacturer.farmAdd, { form });
  const upd = useFormMutation(manufacturer.farmUpdById, { form });

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("mfr.notFound")}>
        <Button onClick={() => void navigate(FARM_BASE)}>{t("common.back")}</Button>
      </Empty>
    );

  const onFinish = async (v: Values) => {
    const body = {
      ...v,
      epidemicCertNo: v.epidemicCertNo?.trim() || null,
      breedingLicenceNo: v.breedingLicenceNo?.trim() || null,
      creditCode: v.creditCode?.trim().toUpperCase() || null,
      longitude: v.longitude ?? null,
      latitude: v.latitude ?? null,
      stockOnHand: v.stockOnHand ?? null,
      barnCount: v.barnCount ?? null,
      areaMu: v.areaMu ?? null,
    };
    const done = id ? await upd.submit({ id, ...body }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await afterFarmChange();
    void navigate(farmPath("detail", done.id));
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t("common.required", { field: d(field) }) });
  const pairRule = (other: "longitude" | "latitude") => ({
    validator: (_: unknown, v?: number | null) => ((v == null) === (form.getFieldValue(other) == null) ? Promise.resolve() : Promise.reject(new Error(d("mfr.coordinatesPair")))),
  });

  return (
    <div>
      <PageHeader title={w.d(id ? "farm.editTitle" : "farm.addTitle")} />
      <Form<Values> form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} initialValues={{ type: "BROILER_FARM", isDefault: false }} data-testid="farm-form" style={{ maxWidth: 860 }}>
        <Card size="small" title={w.d("farm.basics")} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={16}>
              <Form.Item name="name" label={d("mfr.name")} rules={[required("mfr.name"), { max: 60 }]}>
                <Input placeholder={d("mfr.namePlaceholder")} data-testid="farm-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="type" label={d("mfr.type")} rules={[{ required: true, message: t("common.required", { field: d("mfr.type") }) }]}>
                <FieldSelect options={manufacturerTypes.map((v) => ({ value: v, label: d(`mfr.types.${v}`) }))} data-testid="farm-type" />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="stockOnHand" label={d("mfr.stockOnHand")}>
                <InputNumber min={0} max={100_000_000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="barnCount" label={d("mfr.barnCount")}>
                <InputNumber min={0} max={10_000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="areaMu" label={d("mfr.areaMu")}>
                <InputNumber min={0} max={10_000_000} precision={2} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={w.d("farm.location")} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={10}>
              <Form.Item name="areaCode" label={d("mfr.area")} rules={[{ required: true, message: d("common.areaRequired") }]}>
                <AreaCascader data-testid="farm-area" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={14}>
              <Form.Item name="address" label={d("mfr.address")} rules={[required("mfr.address"), { max: 120 }]}>
                <Input placeholder={d("mfr.addressPlaceholder")} data-testid="farm-address" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item name="longitude" label={d("mfr.longitude")} dependencies={["latitude"]} rules={[pairRule("latitude")]}>
                <InputNumber min={73} max={136} precision={6} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item name="latitude" label={d("mfr.latitude")} dependencies={["longitude"]} rules={[pairRule("longitude")]}>
                <InputNumber min={3} max={54} precision={6} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={w.d("farm.licences")} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="epidemicCertNo" label={d("mfr.epidemicCertNo")} rules={[{ max: 40 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="breedingLicenceNo" label={d("mfr.breedingLicenceNo")} rules={[{ max: 40 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="creditCode"
                label={d("mfr.creditCode")}
                rules={[{ validator: (_r, v?: string | null) => (!v?.trim() || isValidUscc(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(d("mfr.creditCodeInvalid")))) }]}
              >
                <Input maxLength={18} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="contactName" label={d("mfr.contactName")} rules={[required("mfr.contactName"), { max: 30 }]}>
                <Input data-testid="farm-contact" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="contactPhone" label={d("mfr.contactPhone")} rules={[required("mfr.contactPhone"), phoneRule(d("common.phoneInvalid"))]}>
                <Input data-testid="farm-phone" />
              </Form.Item>
            </Col>
          </Row>
          {!current.data?.isDefault && (
            <Form.Item name="isDefault" label={w.d("farm.setCurrent")} valuePropName="checked">
              <Switch data-testid="farm-isdefault" />
            </Form.Item>
          )}
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="farm-submit">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate(FARM_BASE)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
