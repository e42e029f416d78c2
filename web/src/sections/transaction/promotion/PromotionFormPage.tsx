import { Codes, MAX_PROMOTION_TIERS, MAX_TIER_GIFTS, promotion, promotionKind, type PromotionGoodsRef, type PromotionKind, type PromotionView } from "@qinlian/contract";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Skeleton, Space, Switch, type FormInstance } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { syncValidator } from "../../../kit/syncValidator";
import { useFormMutation } from "../../../kit/useFormMutation";
import { GoodsIdsField, OneGoodsField } from "./GoodsPick";
import { blankPromotion, bpOfZhe, promotionFieldOf, promotionInputOf, promotionValuesOf, type PromotionFormValues } from "./promotionForm";
import { PROMOTIONS } from "./PromotionListPage";
import "./texts";
import { FieldRangePicker } from "../../../kit/FieldRangePicker";

/**
 * /transaction/promotionManage/addPromotion and …/editPromotion/:id: a promotion's kind and rule (折,
 * tiers of 满减 or 满赠 edited as lists, 每满减), its goods (the whole shop or chosen goods) and period.
 */
export default function PromotionFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const existing = useCall(promotion.selPromotionById, { id: id ?? "" }, { enabled: !!id, errBySelf: true, retry: false });
  if (!id) return <PromotionForm />;
  if (existing.isLoading) return <Skeleton active />;
  if (existing.error instanceof ApiError && existing.error.code === Codes.NOT_FOUND) return <Result status="404" title={t("promotion.detail.notFound")} extra={<Link to={PROMOTIONS}>{t("promotion.form.back")}</Link>} />;
  if (existing.error || !existing.data) return <LoadFailed onRetry={() => void existing.refetch()} />;
  return <PromotionForm existing={existing.data} />;
}

type Refs = ReadonlyMap<string, PromotionGoodsRef>;

function GiftRow({ form, tier, gift, name, refs, onRefs, onRemove }: { form: FormInstance<PromotionFormValues>; tier: number; gift: number; name: number; refs: Refs; onRefs: (rows: PromotionGoodsRef[]) => void; onRemove?: () => void }) {
  const { t } = useTranslation();
  const goodsId = Form.useWatch(["giftTiers", tier, "gifts", gift, "goodsId"], form) as string | undefined;
  const specs = goodsId ? (refs.get(goodsId)?.specs ?? []) : [];
  return (
    <Row gutter={8} align="top" wrap>
      <Col xs={24} md={10}>
        <Form.Item name={[name, "goodsId"]} rules={[{ required: true, message: t("promotion.v.gift") }]}>
          <OneGoodsField
            refs={refs}
            onRefs={onRefs}
            call={promotion.selPromotionGoods}
            label={t("promotion.form.pickGift")}
            testId={`gift-pick-${tier}-${gift}`}
            onPicked={(g) => form.setFieldValue(["giftTiers", tier, "gifts", gift, "specId"], g.specs[0]?.specId)}
          />
        </Form.Item>
      </Col>
      <Col xs={14} md={8}>
        <Form.Item name={[name, "specId"]} rules={[{ required: true, message: t("promotion.v.gift") }]}>
          <Select aria-label={t("promotion.form.spec")} placeholder={t("promotion.form.spec")} options={specs.map((s) => ({ value: s.specId, label: `${s.name}（${formatFen(s.listPrice)}）` }))} />
        </Form.Item>
      </Col>
      <Col xs={7} md={4}>
        <Form.Item name={[name, "quantity"]} rules={[{ required: true, type: "integer", min: 1, max: 99, message: t("promotion.v.quantity") }]}>
          <InputNumber aria-label={t("promotion.form.quantity")} min={1} max={99} precision={0} prefix="×" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      {onRemove && (
        <Col xs={3} md={2}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("promotion.form.remove")} onClick={onRemove} />
        </Col>
      )}
    </Row>
  );
}

function PromotionForm({ existing }: { existing?: PromotionView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PromotionFormValues>();
  const [refs, setRefs] = useState<Map<string, PromotionGoodsRef>>(() => new Map((existing?.goods ?? []).map((g) => [g.goodsId, g])));
  const addRefs = (rows: PromotionGoodsRef[]) => setRefs((m) => new Map([...m, ...rows.map((r) => [r.goodsId, r] as const)]));
  const initial = existing ? promotionValuesOf(existing) : blankPromotion();
  const kind: PromotionKind = Form.useWatch("kind", form) ?? initial.kind;
  const scope = Form.useWatch("scope", form) ?? initial.scope;
  const add = useFormMutation(promotion.addPromotion, { form });
  const upd = useFormMutation(promotion.updPromotion, { form });
  const threshold = useMoneyRules(t("promotion.form.threshold"), { required: true, min: 1, max: 100_000_000 });
  const off = useMoneyRules(t("promotion.form.off"), { required: true, min: 1, max: 100_000_000 });
  const every = useMoneyRules(t("promotion.form.every"), { required: true, min: 1, max: 100_000_000 });
  const below = (thresholdPath: (string | number)[]) => ({
    validator: syncValidator((v: number | undefined) => {
      const th = (form as FormInstance).getFieldValue(thresholdPath) as number | undefined;
      if (v != null && th != null && !Number.isNaN(v) && !Number.isNaN(th) && v >= th) throw new Error(t("promotion.v.offBelow"));
    }),
  });

  const submit = async (v: PromotionFormValues) => {
    const values = { ...blankPromotion(), ...v };
    const input = promotionInputOf(values);
    const fields = promotionFieldOf(values.kind);
    const done = existing ? await upd.submit({ ...input, id: existing.id }, { fields }) : await add.submit(input, { fields });
    if (!done) return;
    void message.success(t("promotion.form.saved"));
    await invalidateCalls(promotion.selPromotionPageByShop, promotion.selPromotionById);
    void navigate(`${PROMOTIONS}/detailPromotion/${encodeURIComponent(done.id)}`);
  };

  return (
    <div>
      <PageHeader title={t(existing ? "promotion.form.editTitle" : "promotion.form.addTitle")} extra={<Link to={PROMOTIONS}>{t("promotion.form.back")}</Link>} />
      <Form<PromotionFormValues> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} scrollToFirstError data-testid="promotion-form" style={{ maxWidth: 820 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form.Item name="name" label={t("promotion.form.name")} rules={[{ required: true, whitespace: true, message: t("promotion.v.name") }, { max: 30 }]}>
            <Input maxLength={30} placeholder={t("promotion.form.namePh")} data-testid="promotion-name" />
          </Form.Item>
          <Form.Item name="kind" label={t("promotion.form.kind")} extra={t(`promotion.form.kindHelp.${kind}`)}>
            <Radio.Group optionType="button" options={promotionKind.options.map((k) => ({ value: k, label: t(`promotion.kind.${k}`) }))} data-testid="promotion-kind" />
          </Form.Item>
          {kind === "DISCOUNT" && (
            <Form.Item
              name="zhe"
              label={t("promotion.form.zhe")}
              rules={[
                {
                  required: true,
                  validator: syncValidator((v: string | undefined) => {
                    if (bpOfZhe(v) === null) throw new Error(t("promotion.v.zhe"));
                  }),
                },
              ]}
            >
              <Input placeholder={t("promotion.form.zhePh")} suffix="折" inputMode="decimal" style={{ maxWidth: 200 }} data-testid="promotion-zhe" />
            </Form.Item>
          )}
          {kind === "FULL_REDUCTION" && (
            <Form.List name="tiers" rules={[{ validator: syncValidator((v: unknown[] | undefined) => { if (!v?.length) throw new Error(t("promotion.v.tiers")); }) }]}>
              {(fields, { add: addTier, remove }, { errors }) => (
                <Form.Item label={t("promotion.form.tiers")} required>
                  {fields.map((f, i) => (
                    <Row key={f.key} gutter={8} align="top" wrap>
                      <Col xs={24} sm={4} style={{ lineHeight: "32px", color: "#595959" }}>
                        {t("promotion.form.tierN", { n: i + 1 })}
                      </Col>
                      <Col xs={10} sm={8}>
                        <Form.Item name={[f.name, "threshold"]} rules={threshold} dependencies={[["tiers", f.name, "off"]]}>
                          <MoneyInput aria-label={t("promotion.form.threshold")} addonBefore={t("promotion.form.from")} data-testid={`tier-threshold-${i}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={10} sm={8}>
                        <Form.Item name={[f.name, "off"]} rules={[...off, below(["tiers", f.name, "threshold"])]} dependencies={[["tiers", f.name, "threshold"]]}>
                          <MoneyInput aria-label={t("promotion.form.off")} addonBefore={t("promotion.form.minus")} data-testid={`tier-off-${i}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={4} sm={4}>
                        {fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t("promotion.form.removeTier")} onClick={() => remove(f.name)} />}
                      </Col>
                    </Row>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAX_PROMOTION_TIERS} onClick={() => addTier({})} data-testid="tier-add">
                    {t("promotion.form.addTier")}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </Form.Item>
              )}
            </Form.List>
          )}
          {kind === "EVERY_REDUCTION" && (
            <Row gutter={12}>
              <Col xs={12} md={8}>
                <Form.Item name="every" label={t("promotion.form.every")} rules={every} dependencies={["everyOff"]}>
                  <MoneyInput data-testid="promotion-every" />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item name="everyOff" label={t("promotion.form.everyOff")} rules={[...off, below(["every"])]} dependencies={["every"]}>
                  <MoneyInput data-testid="promotion-every-off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="maxTimes" label={t("promotion.form.maxTimes")} rules={[{ type: "integer", min: 1, max: 1000, message: t("promotion.v.count") }]}>
                  <InputNumber min={1} max={1000} precision={0} placeholder={t("promotion.form.maxTimesPh")} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
            </Row>
          )}
          {kind === "GIFT" && (
            <Form.List name="giftTiers" rules={[{ validator: syncValidator((v: unknown[] | undefined) => { if (!v?.length) throw new Error(t("promotion.v.tiers")); }) }]}>
              {(tiers, { add: addTier, remove: removeTier }, { errors }) => (
                <Form.Item label={t("promotion.form.tiers")} required>
                  {tiers.map((f, i) => (
                    <Card
                      key={f.key}
                      size="small"
                      type="inner"
                      title={t("promotion.form.tierN", { n: i + 1 })}
                      extra={tiers.length > 1 && <Button type="link" danger size="small" onClick={() => removeTier(f.name)}>{t("promotion.form.removeTier")}</Button>}
                      style={{ marginBottom: 8 }}
                    >
                      <Form.Item name={[f.name, "threshold"]} label={t("promotion.form.threshold")} rules={threshold} style={{ maxWidth: 240 }}>
                        <MoneyInput data-testid={`gift-threshold-${i}`} />
                      </Form.Item>
                      <Form.List name={[f.name, "gifts"]}>
                        {(gifts, { add: addGift, remove: removeGift }) => (
                          <>
                            <div style={{ marginBottom: 8, color: "#595959" }}>{t("promotion.form.gifts")}</div>
                            {gifts.map((g, j) => (
                              <GiftRow key={g.key} form={form} tier={i} gift={j} name={g.name} refs={refs} onRefs={addRefs} onRemove={gifts.length > 1 ? () => removeGift(g.name) : undefined} />
                            ))}
                            <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={gifts.length >= MAX_TIER_GIFTS} onClick={() => addGift({ quantity: 1 })}>
                              {t("promotion.form.addGift")}
                            </Button>
                          </>
                        )}
                      </Form.List>
                    </Card>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} disabled={tiers.length >= MAX_PROMOTION_TIERS} onClick={() => addTier({ gifts: [{ quantity: 1 }] })}>
                    {t("promotion.form.addTier")}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </Form.Item>
              )}
            </Form.List>
          )}
        </Card>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form.Item name="scope" label={t("promotion.form.scope")}>
            <Radio.Group options={[{ value: "ALL", label: t("promotion.form.scopeAll") }, { value: "GOODS", label: t("promotion.form.scopeGoods") }]} data-testid="promotion-scope" />
          </Form.Item>
          {scope === "GOODS" && (
            <Form.Item name="goodsIds" rules={[{ required: true, type: "array", min: 1, message: t("promotion.v.goods") }]}>
              <GoodsIdsField refs={refs} onRefs={addRefs} />
            </Form.Item>
          )}
          <Form.Item name="range" label={t("promotion.form.range")} rules={[{ required: true, message: t("promotion.v.range") }]}>
            <FieldRangePicker label={t("promotion.form.range")} showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%", maxWidth: 420 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t("promotion.form.enabled")} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="remark" label={t("promotion.form.remark")} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="promotion-save">
            {t("promotion.form.save")}
          </Button>
          <Link to={PROMOTIONS}>{t("promotion.form.back")}</Link>
        </Space>
      </Form>
    </div>
  );
}
