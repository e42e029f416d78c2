import { Codes, freight, MAX_FREIGHT_RULES, type FreightMode } from "@qinlian/contract";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Radio, Result, Skeleton, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { ProvinceSelect } from "../../../kit/ProvinceSelect";
import { useFormMutation } from "../../../kit/useFormMutation";
import { ChargeFields, useUnitRules } from "./ChargeFields";
import { blankValues, formFieldOf, inputOf, valuesOf, type FreightFormValues } from "./freightForm";
import { syncValidator } from "../../../kit/syncValidator";
import "./texts";

export const FREIGHT_LIST = "/transaction/freightTemplateList";

/**
 * /transaction/freightTemplateList/add and /transaction/freightTemplateList/freightAddOrUpdate/:id:
 * a freight template — how it charges (by piece or weight), the default charge, charges for chosen
 * provinces, free-shipping rules and areas it does not deliver to. The server checks the rest
 * (areas in one rule only, excluded areas without a rule) and its messages land under the fields.
 */
export default function FreightTemplateFormPage() {
  const { id } = useParams();
  const editing = !!id && id !== "add";
  const existing = useCall(freight.selTemplateById, { id: id ?? "" }, { enabled: editing, errBySelf: true, retry: false });
  if (!editing) return <FreightForm />;
  if (existing.isLoading) return <Skeleton active />;
  const gone = existing.error instanceof ApiError && existing.error.code === Codes.NOT_FOUND;
  if (gone || (!existing.error && !existing.data)) return <Result status="404" title={<FreightNotFound />} extra={<Link to={FREIGHT_LIST}><FreightBack /></Link>} />;
  if (existing.error || !existing.data) return <LoadFailed onRetry={() => void existing.refetch()} />;
  return <FreightForm id={existing.data.id} initial={valuesOf(existing.data)} />;
}

function FreightNotFound() {
  const { t } = useTranslation();
  return <>{t("freight.form.notFound")}</>;
}

function FreightBack() {
  const { t } = useTranslation();
  return <>{t("freight.form.cancel")}</>;
}

function FreightForm({ id, initial }: { id?: string; initial?: FreightFormValues }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<FreightFormValues>();
  const mode: FreightMode = Form.useWatch("mode", form) ?? initial?.mode ?? "PIECE";
  const add = useFormMutation(freight.addTemplate, { form, fields: formFieldOf });
  const upd = useFormMutation(freight.updTemplate, { form, fields: formFieldOf });
  const amountRules = useMoneyRules(t("freight.form.minAmount"), { min: 0, max: 10_000_000 });
  const unitRules = useUnitRules(mode, false);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [form, initial]);

  const submit = async (v: FreightFormValues) => {
    const input = inputOf({ ...blankValues(), ...v });
    const saved = id ? await upd.submit({ ...input, id }) : await add.submit(input);
    if (!saved) return;
    void message.success(t("freight.form.saved"));
    await invalidateCalls(freight.selTemplatePage, freight.selTemplateById);
    void navigate(FREIGHT_LIST);
  };

  return (
    <div>
      <PageHeader title={t(id ? "freight.form.editTitle" : "freight.form.addTitle")} extra={<Link to={FREIGHT_LIST}>{t("freight.form.cancel")}</Link>} />
      <Form<FreightFormValues> form={form} layout="vertical" initialValues={initial ?? blankValues()} onFinish={(v) => void submit(v)} data-testid="freight-form" scrollToFirstError>
        <Form.Item name="name" label={t("freight.form.name")} rules={[{ required: true, whitespace: true, message: t("freight.v.name") }, { max: 30 }]} style={{ maxWidth: 420 }}>
          <Input placeholder={t("freight.form.namePh")} maxLength={30} data-testid="freight-name" />
        </Form.Item>
        <Form.Item name="mode" label={t("freight.form.mode")} extra={t("freight.form.modeHelp")}>
          <Radio.Group
            options={(["PIECE", "WEIGHT"] as const).map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))}
            optionType="button"
          />
        </Form.Item>
        <Card size="small" title={t("freight.form.defaultCharge")} extra={<span style={{ color: "#595959" }}>{t("freight.form.defaultHelp")}</span>} style={{ marginBottom: 16 }}>
          <ChargeFields name={["defaultCharge"]} mode={mode} />
        </Card>
        <Card size="small" title={t("freight.form.areaRules")} style={{ marginBottom: 16 }}>
          <Form.List name="areaRules">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <div key={item.key} style={{ borderBottom: "1px dashed #f0f0f0", marginBottom: 12 }} data-testid={`freight-area-rule-${item.name}`}>
                    <Form.Item name={[item.name, "areaCodes"]} label={t("freight.form.areas")} rules={[{ required: true, type: "array", min: 1, message: t("freight.v.areas") }]}>
                      <ProvinceSelect data-testid={`freight-rule-areas-${item.name}`} />
                    </Form.Item>
                    <ChargeFields name={[item.name]} mode={mode} />
                    <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(item.name)} style={{ paddingLeft: 0, marginBottom: 8 }}>
                      {t("freight.form.remove")}
                    </Button>
                  </div>
                ))}
                <Button icon={<PlusOutlined />} disabled={items.length >= MAX_FREIGHT_RULES} onClick={() => add({ firstUnits: 1, addUnits: 1 })} data-testid="freight-add-area-rule">
                  {t("freight.form.addAreaRule")}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Card size="small" title={t("freight.form.freeRules")} style={{ marginBottom: 16 }}>
          <Form.List name="freeRules">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <div key={item.key} style={{ borderBottom: "1px dashed #f0f0f0", marginBottom: 12 }}>
                    <Form.Item name={[item.name, "areaCodes"]} label={t("freight.form.freeAreas")}>
                      <ProvinceSelect />
                    </Form.Item>
                    <Space wrap align="start">
                      <Form.Item
                        name={[item.name, "minAmount"]}
                        label={t("freight.form.minAmount")}
                        dependencies={[["freeRules", item.name, "minUnits"]]}
                        rules={[
                          ...amountRules,
                          {
                            validator: syncValidator((v: number | undefined) => {
                              if (v == null && form.getFieldValue(["freeRules", item.name, "minUnits"]) == null) throw new Error(t("freight.v.freeThreshold"));
                            }),
                          },
                        ]}
                      >
                        <MoneyInput prefix="¥" style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item name={[item.name, "minUnits"]} label={t(`freight.form.minUnits.${mode}`)} rules={unitRules}>
                        <InputNumber min={0} style={{ width: 160 }} />
                      </Form.Item>
                      <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(item.name)} style={{ marginTop: 30 }}>
                        {t("freight.form.remove")}
                      </Button>
                    </Space>
                  </div>
                ))}
                <Button icon={<PlusOutlined />} disabled={items.length >= MAX_FREIGHT_RULES} onClick={() => add({ areaCodes: [] })} data-testid="freight-add-free-rule">
                  {t("freight.form.addFreeRule")}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Form.Item name="excludedAreaCodes" label={t("freight.form.excluded")} extra={t("freight.form.excludedHelp")}>
          <ProvinceSelect />
        </Form.Item>
        <Form.Item name="remark" label={t("freight.form.remark")} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox disabled={initial?.isDefault}>{t("freight.form.isDefault")}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="freight-save">
            {t("freight.form.save")}
          </Button>
          <Link to={FREIGHT_LIST}>{t("freight.form.cancel")}</Link>
        </Space>
      </Form>
    </div>
  );
}
