import { Codes, coupon } from "@qinlian/contract";
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Result, Row, Skeleton, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { CategoryScopeSelect } from "../../../kit/CategoryPicker";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { bpOfZhe } from "./couponText";
import { blankRule, ruleFieldOf, ruleInputOf, ruleValuesOf, type RuleFormValues } from "./ruleForm";
import { TICKETS } from "./ShopTicketListPage";
import { syncValidator } from "../../../kit/syncValidator";
import "./texts";
import { FieldRangePicker } from "../../../kit/FieldRangePicker";

/**
 * /transaction/shopTicket/add and /transaction/shopTicket/update?regCode=…: a shop coupon rule — the
 * offer (amount off or 折), threshold, categories, how many and per member, when it is claimed and how
 * long a claimed coupon is valid.
 */
export default function ShopTicketFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const regCode = params.get("regCode");
  const existing = useCall(coupon.selCoupRegularByRegCode, { regCode: regCode ?? "" }, { enabled: !!regCode, errBySelf: true, retry: false });
  if (!regCode) return <RuleForm />;
  if (existing.isLoading) return <Skeleton active />;
  if (existing.error instanceof ApiError && existing.error.code === Codes.NOT_FOUND) return <Result status="404" title={t("coupon.detail.notFound")} extra={<Link to={TICKETS}>{t("coupon.form.back")}</Link>} />;
  if (existing.error || !existing.data) return <LoadFailed onRetry={() => void existing.refetch()} />;
  return <RuleForm regCode={regCode} initial={ruleValuesOf(existing.data)} issued={existing.data.issuedCount} />;
}

function RuleForm({ regCode, initial, issued = 0 }: { regCode?: string; initial?: RuleFormValues; issued?: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RuleFormValues>();
  const kind = Form.useWatch("kind", form) ?? initial?.kind ?? "AMOUNT";
  const validityType = Form.useWatch("validityType", form) ?? initial?.validityType ?? "DAYS";
  const add = useFormMutation(coupon.addCoupRegular, { form, fields: ruleFieldOf });
  const upd = useFormMutation(coupon.updCoupRegular, { form, fields: ruleFieldOf });
  const threshold = useMoneyRules(t("coupon.form.threshold"), { required: true, min: 0, max: 100_000_000 });
  const value = useMoneyRules(t("coupon.form.value"), { required: true, min: 1, max: 10_000_000 });
  const maxOff = useMoneyRules(t("coupon.form.maxOff"), { min: 1, max: 10_000_000 });
  const count = (min: number) => [{ required: true, type: "integer" as const, min, message: t("coupon.v.count") }];

  const submit = async (v: RuleFormValues) => {
    const input = ruleInputOf({ ...blankRule(), ...v });
    const done = regCode ? await upd.submit({ ...input, regCode }) : await add.submit(input);
    if (!done) return;
    void message.success(t("coupon.form.saved"));
    await invalidateCalls(coupon.selShopCoupRegListByPage, coupon.selCoupRegularByRegCode);
    void navigate(`${TICKETS}/detail?regCode=${encodeURIComponent(done.regCode)}`);
  };

  return (
    <div>
      <PageHeader title={t(regCode ? "coupon.form.editTitle" : "coupon.form.addTitle")} extra={<Link to={TICKETS}>{t("coupon.form.back")}</Link>} />
      {issued > 0 && <Alert type="info" showIcon message={t("coupon.form.issuedNote")} style={{ marginBottom: 16 }} />}
      <Form<RuleFormValues> form={form} layout="vertical" initialValues={initial ?? blankRule()} onFinish={(v) => void submit(v)} scrollToFirstError data-testid="ticket-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form.Item name="name" label={t("coupon.form.name")} rules={[{ required: true, whitespace: true, message: t("coupon.v.name") }, { max: 30 }]}>
            <Input maxLength={30} placeholder={t("coupon.form.namePh")} data-testid="ticket-name" />
          </Form.Item>
          <Form.Item name="kind" label={t("coupon.form.kind")}>
            <Radio.Group optionType="button" options={(["AMOUNT", "DISCOUNT"] as const).map((k) => ({ value: k, label: t(`coupon.kind.${k}`) }))} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="threshold" label={t("coupon.form.threshold")} extra={t("coupon.form.thresholdHelp")} rules={threshold}>
                <MoneyInput prefix="¥" data-testid="ticket-threshold" />
              </Form.Item>
            </Col>
            {kind === "AMOUNT" ? (
              <Col xs={24} md={8}>
                <Form.Item name="value" label={t("coupon.form.value")} rules={value}>
                  <MoneyInput prefix="¥" data-testid="ticket-value" />
                </Form.Item>
              </Col>
            ) : (
              <>
                <Col xs={12} md={8}>
                  <Form.Item
                    name="zhe"
                    label={t("coupon.form.rate")}
                    rules={[
                      {
                        required: true,
                        validator: syncValidator((v: string | undefined) => {
                          if (bpOfZhe(v) === null) throw new Error(t("coupon.v.rate"));
                        }),
                      },
                    ]}
                  >
                    <Input placeholder={t("coupon.form.ratePh")} suffix="折" inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item name="maxOff" label={t("coupon.form.maxOff")} rules={maxOff}>
                    <MoneyInput prefix="¥" />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <Form.Item name="categoryCodes" label={t("coupon.form.categories")} extra={t("coupon.form.categoriesHelp")}>
            <CategoryScopeSelect />
          </Form.Item>
        </Card>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={12} md={8}>
              <Form.Item name="totalCount" label={t("coupon.form.totalCount")} rules={count(Math.max(1, issued))}>
                <InputNumber min={1} precision={0} style={{ width: "100%" }} data-testid="ticket-total" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="perMemberLimit" label={t("coupon.form.perMemberLimit")} rules={count(1)}>
                <InputNumber min={1} max={100} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="claimRange" label={t("coupon.form.claimRange")} rules={[{ required: true, message: t("coupon.v.range") }]}>
            <FieldRangePicker label={t("coupon.form.claimRange")} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%", maxWidth: 420 }} />
          </Form.Item>
          <Form.Item name="validityType" label={t("coupon.form.validityType")}>
            <Radio.Group options={[{ value: "DAYS", label: t("coupon.form.days") }, { value: "FIXED", label: t("coupon.form.fixed") }]} />
          </Form.Item>
          {validityType === "DAYS" ? (
            <Form.Item name="validDays" label={t("coupon.form.validDays")} rules={count(1)}>
              <InputNumber min={1} max={365} precision={0} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            <Form.Item name="validRange" label={t("coupon.form.validRange")} rules={[{ required: true, message: t("coupon.v.range") }]}>
              <FieldRangePicker label={t("coupon.form.validRange")} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%", maxWidth: 420 }} />
            </Form.Item>
          )}
          <Form.Item name="enabled" label={t("coupon.form.enabled")} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="remark" label={t("coupon.form.remark")} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="ticket-save">
            {t("coupon.form.save")}
          </Button>
          <Link to={TICKETS}>{t("coupon.form.back")}</Link>
        </Space>
      </Form>
    </div>
  );
}
