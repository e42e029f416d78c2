import { Codes, promotion, type PresaleView, type PromotionGoodsRef } from "@qinlian/contract";
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Result, Row, Skeleton, Space, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { FieldRangePicker } from "../../../kit/FieldRangePicker";
import { FieldSelect } from "../../../kit/FieldSelect";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { syncValidator } from "../../../kit/syncValidator";
import { useFormMutation } from "../../../kit/useFormMutation";
import { OneGoodsField } from "./GoodsPick";
import { PRESALES } from "./PresaleListPage";
import { blankPresale, presaleExample, presaleFieldOf, presaleInputOf, presaleValuesOf, type PresaleFormValues } from "./promotionForm";
import "./texts";

/** /transaction/advanceSaleManage/add and …/edit/:id: a presale of one spec — price, deposit and its worth, the two windows, limits. */
export default function PresaleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const existing = useCall(promotion.selAdvanceSaleById, { id: id ?? "" }, { enabled: !!id, errBySelf: true, retry: false });
  if (!id) return <PresaleForm />;
  if (existing.isLoading) return <Skeleton active />;
  if (existing.error instanceof ApiError && existing.error.code === Codes.NOT_FOUND) return <Result status="404" title={t("promotion.detail.notFound")} extra={<Link to={PRESALES}>{t("promotion.form.back")}</Link>} />;
  if (existing.error || !existing.data) return <LoadFailed onRetry={() => void existing.refetch()} />;
  return <PresaleForm existing={existing.data} />;
}

function PresaleForm({ existing }: { existing?: PresaleView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PresaleFormValues>();
  const [refs, setRefs] = useState<Map<string, PromotionGoodsRef>>(() =>
    existing
      ? new Map([[existing.goodsId, { goodsId: existing.goodsId, name: existing.goodsName, mainImage: existing.mainImage, status: "ON", specs: [{ specId: existing.specId, name: existing.specName, listPrice: existing.listPrice ?? 0, stock: 0 }] }]])
      : new Map(),
  );
  const initial = existing ? presaleValuesOf(existing) : blankPresale();
  const goodsId = Form.useWatch("goodsId", form) ?? initial.goodsId;
  const price = Form.useWatch("price", form);
  const deposit = Form.useWatch("depositPerUnit", form);
  const deduct = Form.useWatch("deductPerUnit", form);
  const example = presaleExample({ price, depositPerUnit: deposit, deductPerUnit: deduct });
  const sold = existing?.soldQuantity ?? 0;
  const add = useFormMutation(promotion.addAdvanceSale, { form, fields: presaleFieldOf });
  const upd = useFormMutation(promotion.updAdvanceSale, { form, fields: presaleFieldOf });
  const priceRules = useMoneyRules(t("promotion.presale.form.price"), { required: true, min: 1, max: 100_000_000 });
  const depositRules = useMoneyRules(t("promotion.presale.form.deposit"), { required: true, min: 1, max: 100_000_000 });
  const deductRules = useMoneyRules(t("promotion.presale.form.deduct"), { required: true, min: 1, max: 100_000_000 });
  const specs = goodsId ? (refs.get(goodsId)?.specs ?? []) : [];

  const submit = async (v: PresaleFormValues) => {
    const input = presaleInputOf({ ...blankPresale(), ...v });
    const done = existing ? await upd.submit({ ...input, id: existing.id }) : await add.submit(input);
    if (!done) return;
    void message.success(t("promotion.form.saved"));
    await invalidateCalls(promotion.selAdvanceSalePageByShop, promotion.selAdvanceSaleById);
    void navigate(PRESALES);
  };

  return (
    <div>
      <PageHeader title={t(existing ? "promotion.presale.form.editTitle" : "promotion.presale.form.addTitle")} extra={<Link to={PRESALES}>{t("promotion.form.back")}</Link>} />
      {sold > 0 && <Alert type="info" showIcon message={t("promotion.presale.form.soldNote", { n: sold })} style={{ marginBottom: 16 }} />}
      <Form<PresaleFormValues> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} scrollToFirstError data-testid="presale-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form.Item name="goodsId" label={t("promotion.presale.form.goods")} rules={[{ required: true, message: t("promotion.v.goodsPick") }]}>
            {sold > 0 ? (
              <span>{existing?.goodsName}</span>
            ) : (
              <OneGoodsField
                refs={refs}
                onRefs={(rows) => setRefs((m) => new Map([...m, ...rows.map((r) => [r.goodsId, r] as const)]))}
                call={promotion.selAdvanceSaleGoods}
                label={t("promotion.presale.form.pickGoods")}
                testId="presale-pick"
                onPicked={(g) => form.setFieldsValue({ specId: g.specs[0]?.specId })}
              />
            )}
          </Form.Item>
          <Form.Item name="specId" label={t("promotion.presale.form.spec")} rules={[{ required: true, message: t("promotion.v.goodsPick") }]}>
            <FieldSelect disabled={sold > 0} style={{ maxWidth: 360 }} options={specs.map((s) => ({ value: s.specId, label: `${s.name}（${t("promotion.presale.form.listPrice", { price: formatFen(s.listPrice) })}）` }))} data-testid="presale-spec" />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="price" label={t("promotion.presale.form.price")} rules={priceRules}>
                <MoneyInput disabled={sold > 0} data-testid="presale-price" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="depositPerUnit"
                label={t("promotion.presale.form.deposit")}
                dependencies={["price"]}
                rules={[
                  ...depositRules,
                  {
                    validator: syncValidator((v: number | undefined) => {
                      const p = form.getFieldValue("price") as number | undefined;
                      if (v != null && p != null && v >= p) throw new Error(t("promotion.v.depositBelow"));
                    }),
                  },
                ]}
              >
                <MoneyInput disabled={sold > 0} data-testid="presale-deposit" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name="deductPerUnit"
                label={t("promotion.presale.form.deduct")}
                rules={[
                  ...deductRules,
                  {
                    validator: syncValidator((v: number | undefined) => {
                      const p = form.getFieldValue("price") as number | undefined;
                      const d = form.getFieldValue("depositPerUnit") as number | undefined;
                      if (v != null && ((d != null && v < d) || (p != null && v > p))) throw new Error(t("promotion.v.deductRange"));
                    }),
                  },
                ]}
                dependencies={["depositPerUnit", "price"]} tooltip={t("promotion.presale.form.deductHelp")}>
                <MoneyInput disabled={sold > 0} data-testid="presale-deduct" />
              </Form.Item>
            </Col>
          </Row>
          {example && <div style={{ color: "#595959", marginTop: -8, marginBottom: 16 }}>{t("promotion.presale.form.example", { deposit: formatFen(example.deposit), balance: formatFen(example.balance), total: formatFen(example.total) })}</div>}
          <Form.Item name="depositRange" label={t("promotion.presale.form.depositRange")} rules={[{ required: true, message: t("promotion.v.range") }]}>
            <FieldRangePicker label={t("promotion.presale.form.depositRange")} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%", maxWidth: 420 }} />
          </Form.Item>
          <Form.Item name="balanceRange" label={t("promotion.presale.form.balanceRange")} extra={t("promotion.presale.form.balanceHelp")} rules={[{ required: true, message: t("promotion.v.range") }]}>
            <FieldRangePicker label={t("promotion.presale.form.balanceRange")} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%", maxWidth: 420 }} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={12} md={8}>
              <Form.Item name="totalQuantity" label={t("promotion.presale.form.total")} rules={[{ required: true, type: "integer", min: Math.max(1, sold), message: t("promotion.v.count") }]}>
                <InputNumber min={Math.max(1, sold)} max={1_000_000} precision={0} style={{ width: "100%" }} data-testid="presale-total" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="limitPerBuyer" label={t("promotion.presale.form.limit")} rules={[{ type: "integer", min: 1, message: t("promotion.v.count") }]}>
                <InputNumber min={1} max={100_000} precision={0} placeholder={t("promotion.presale.form.limitPh")} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="enabled" label={t("promotion.form.enabled")} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="remark" label={t("promotion.form.remark")} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="presale-save">
            {t("promotion.form.save")}
          </Button>
          <Link to={PRESALES}>{t("promotion.form.back")}</Link>
        </Space>
      </Form>
    </div>
  );
}
