import { isValidUscc, manufacturer, manufacturerTypes, type ManufacturerInput } from "@qinlian/contract";
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Skeleton, Space, Switch } from "antd";
import { useEffect } from "react";
import { useCall } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { FieldSelect } from "../../../kit/FieldSelect";
import { phoneRule } from "../../../kit/formRules";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useWorkTexts } from "../../farmingManage/work/texts";
import { useDataTexts } from "../memberData/texts";

type Values = Omit<ManufacturerInput, "epidemicCertNo" | "breedingLicenceNo" | "creditCode"> & {
  epidemicCertNo?: string | null;
  breedingLicenceNo?: string | null;
  creditCode?: string | null;
};

/** The member centre's calls (/setup/manufacturerList) or the farm side's (/setup/farmList): the same farm, the same shapes. */
const CALLS = {
  manage: { byId: manufacturer.selById, add: manufacturer.add, upd: manufacturer.updById },
  farm: { byId: manufacturer.farmSelById, add: manufacturer.farmAdd, upd: manufacturer.farmUpdById },
} as const;

export interface ManufacturerFormProps {
  /** The farm to edit; none: add one. */
  id?: string;
  side: keyof typeof CALLS;
  /** Prefix of the form's test ids (mfr-name, farm-name …). */
  testId: string;
  title: string;
  initialType: ManufacturerInput["type"];
  /** After a save: where to go (the list, the farm's detail). */
  onSaved: (saved: { id: string }) => Promise<void>;
  onBack: () => void;
}

/**
 * One farm's (生产主体) details: add or edit, with the fields' checks before sending and the server's
 * errors under their fields. /setup/manufacturerList and /setup/farmList both show it.
 */
export function ManufacturerForm({ id, side, testId, title, initialType, onSaved, onBack }: ManufacturerFormProps) {
  const { t, d } = useDataTexts();
  const w = useWorkTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const calls = CALLS[side];
  const current = useCall(calls.byId, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(calls.add, { form });
  const upd = useFormMutation(calls.upd, { form });

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("mfr.notFound")}>
        <Button onClick={onBack}>{t("common.back")}</Button>
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
    await onSaved(done);
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t("common.required", { field: d(field) }) });
  const pairRule = (other: "longitude" | "latitude") => ({
    validator: (_: unknown, v?: number | null) => ((v == null) === (form.getFieldValue(other) == null) ? Promise.resolve() : Promise.reject(new Error(d("mfr.coordinatesPair")))),
  });

  return (
    <div>
      <PageHeader title={title} />
      <Form<Values> form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} initialValues={{ type: initialType, isDefault: false }} data-testid={`${testId}-form`} style={{ maxWidth: 860 }}>
        <Card size="small" title={w.d("farm.basics")} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={16}>
              <Form.Item name="name" label={d("mfr.name")} rules={[required("mfr.name"), { max: 60 }]}>
                <Input placeholder={d("mfr.namePlaceholder")} data-testid={`${testId}-name`} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="type" label={d("mfr.type")} rules={[{ required: true, message: t("common.required", { field: d("mfr.type") }) }]}>
                <FieldSelect options={manufacturerTypes.map((v) => ({ value: v, label: d(`mfr.types.${v}`) }))} data-testid={`${testId}-type`} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="stockOnHand" label={d("mfr.stockOnHand")}>
                <InputNumber min={0} max={100_000_000} precision={0} style={{ width: "100%" }} data-testid={`${testId}-stock`} />
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
                <AreaCascader data-testid={`${testId}-area`} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={14}>
              <Form.Item name="address" label={d("mfr.address")} rules={[required("mfr.address"), { max: 120 }]}>
                <Input placeholder={d("mfr.addressPlaceholder")} data-testid={`${testId}-address`} />
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
                <Input data-testid={`${testId}-contact`} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="contactPhone" label={d("mfr.contactPhone")} rules={[required("mfr.contactPhone"), phoneRule(d("common.phoneInvalid"))]}>
                <Input data-testid={`${testId}-phone`} />
              </Form.Item>
            </Col>
          </Row>
          {!current.data?.isDefault && (
            <Form.Item name="isDefault" label={w.d("farm.setCurrent")} valuePropName="checked">
              <Switch data-testid={`${testId}-default`} />
            </Form.Item>
          )}
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid={`${testId}-submit`}>
            {t("common.save")}
          </Button>
          <Button onClick={onBack}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
