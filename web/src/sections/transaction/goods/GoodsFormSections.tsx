import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { freight, goods, MAX_FREIGHT_TEMPLATES, shop } from "@qinlian/contract";
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Switch, TreeSelect } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Dayjs } from "dayjs";
import { useCall } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { CheckGroup } from "../../../kit/CheckGroup";
import { FieldSelect } from "../../../kit/FieldSelect";
import { CategoryCascader } from "../../../kit/CategoryPicker";
import { DictCheckboxes } from "../../../kit/DictSelect";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { ProvinceSelect } from "../../../kit/ProvinceSelect";
import { RichTextEditor, useRichTextRules } from "../../../kit/RichTextEditor";
import { SPEC_VALIDATE_TRIGGER, SpecTableEditor, useSpecRules } from "../../../kit/SpecTableEditor";
import { UploadImageButton } from "../../../kit/UploadImageButton";
import { syncValidator } from "../../../kit/syncValidator";
import "../../../kit/catalog.texts";
import { FREE_SHIPPING } from "./goodsFormValues";
import "./texts";

const req = (message: string) => ({ required: true, message });

/** Category (within the shop's scope), with the platform's verdict: selectable, in scope, needs review. */
export function CategorySection({ scope }: { scope?: string[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch("categoryId", form) as string | undefined;
  const check = useCall(goods.checkRangeCategory, { categoryId: categoryId ?? "" }, { enabled: !!categoryId, errBySelf: true });
  const c = check.data;
  return (
    <>
      <Form.Item
        name="categoryId"
        label={t("goodsSeller.f.category")}
        extra={t("goodsSeller.f.categoryHelp")}
        rules={[
          req(t("goodsSeller.v.category")),
          {
            validator: syncValidator(() => {
              if (c && c.categoryId === categoryId && (!c.selectable || c.inScope === false)) throw new Error(c.reason ?? t("goodsSeller.v.categoryScope"));
            }),
          },
        ]}
      >
        <CategoryCascader scope={scope} selectable="level2" data-testid="goods-category" />
      </Form.Item>
      {c && c.categoryId === categoryId && (c.needsReview || c.inScope === false || !c.selectable) && (
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Alert
            type={c.inScope === false || !c.selectable ? "error" : "info"}
            showIcon
            message={c.inScope === false || !c.selectable ? (c.reason ?? t("goodsSeller.v.categoryScope")) : t("goodsSeller.f.needsReview", { licence: c.licenceLabel ?? "-" })}
          />
        </Form.Item>
      )}
    </>
  );
}

export function BasicSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch("categoryId", form) as string | undefined;
  const units = useCall(goods.unitList, { categoryId: categoryId || undefined }, { staleTime: 30 * 60_000 });
  const classify = useCall(shop.classifyTreeByLogin, {}, { errBySelf: true, retry: false });
  const unitOptions = [...(units.data ?? [])].sort((a, b) => Number(b.suggested) - Number(a.suggested)).map((u) => ({ value: u.code, label: u.suggested ? `${u.name} ★` : u.name }));
  return (
    <>
      <Form.Item name="name" label={t("goodsSeller.f.name")} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.name") }, { max: 60 }]}>
        <Input maxLength={60} showCount placeholder={t("goodsSeller.f.namePh")} data-testid="goods-name" />
      </Form.Item>
      <Form.Item name="subTitle" label={t("goodsSeller.f.subTitle")} rules={[{ max: 120 }]}>
        <Input maxLength={120} placeholder={t("goodsSeller.f.subTitlePh")} />
      </Form.Item>
      <Row>
        <Col xs={24} md={12}>
          <Form.Item name="unit" label={t("goodsSeller.f.unit")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[req(t("goodsSeller.v.unit"))]}>
            <FieldSelect options={unitOptions} loading={units.isLoading} showSearch optionFilterProp="label" placeholder={t("goodsSeller.f.unitPh")} data-testid="goods-unit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shopClassifyId" label={t("goodsSeller.f.classify")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t("goodsSeller.f.classifyPh")}
              treeData={(classify.data ?? []).map((n) => ({ value: n.id, title: n.name, children: n.children.map((c) => ({ value: c.id, title: c.name })) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t("goodsSeller.f.attributes")} extra={t("goodsSeller.f.attributesHelp")}>
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: "100%" }}>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: "flex", maxWidth: 460 }} className="ql-attr-row">
                  <Form.Item name={[f.name, "name"]} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.attrName") }, { max: 20 }]} noStyle>
                    <Input placeholder={t("goodsSeller.f.attrName")} aria-label={t("goodsSeller.f.attrName")} maxLength={20} style={{ width: "min(160px, 30vw)" }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "value"]} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.attrValue") }, { max: 60 }]} noStyle>
                    <Input placeholder={t("goodsSeller.f.attrValue")} aria-label={t("goodsSeller.f.attrValue")} maxLength={60} style={{ width: "min(260px, 48vw)" }} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t("goodsSeller.f.remove")} />
                </Space>
              ))}
              <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ name: "", value: "" })} disabled={fields.length >= 30}>
                {t("goodsSeller.f.addAttr")}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}

export function SpecSection({ unitName }: { unitName?: string }) {
  const { t } = useTranslation();
  const specRules = useSpecRules();
  return (
    <>
      <Form.Item name="specs" label={t("goodsSeller.f.specs")} rules={specRules} validateTrigger={SPEC_VALIDATE_TRIGGER} required labelCol={{ span: 24 }} wrapperCol={{ span: 24 }} className="ql-spec-item">
        <SpecTableEditor unitName={unitName} memberPrice weight />
      </Form.Item>
      <Row>
        <Col xs={24} md={12}>
          <Form.Item name="minOrderQty" label={t("goodsSeller.f.minOrder")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[req(t("goodsSeller.v.minOrder"))]}>
            <InputNumber min={1} max={1_000_000} precision={0} addonAfter={unitName} data-testid="goods-min-order" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="rebatePct" label={t("goodsSeller.f.rebate")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} extra={t("goodsSeller.f.rebateHelp")}>
            <InputNumber min={0} max={30} precision={2} step={0.5} addonAfter="%" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

export function MediaSection() {
  const { t } = useTranslation();
  const descRules = useRichTextRules({ required: t("goodsSeller.v.description"), max: 50_000 });
  return (
    <>
      <Form.Item name="images" label={t("goodsSeller.f.images")} extra={t("goodsSeller.f.imagesHelp")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.images") }]}>
        <ImageListUpload max={10} data-testid="goods-images" />
      </Form.Item>
      <Form.Item name="description" label={t("goodsSeller.f.description")} rules={descRules} required>
        <RichTextEditor aria-label={t("goodsSeller.f.description")} extra={(insert) => <UploadImageButton onUploaded={insert} />} />
      </Form.Item>
    </>
  );
}

export function DeliverySection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const nationwide = Form.useWatch("nationwide", form) as boolean | undefined;
  return (
    <>
      <Form.Item name="originAreaCode" label={t("goodsSeller.f.origin")} rules={[req(t("goodsSeller.v.origin"))]}>
        <AreaCascader changeOnSelect style={{ width: "100%" }} data-testid="goods-origin" />
      </Form.Item>
      <Form.Item name="nationwide" label={t("goodsSeller.f.nationwide")} valuePropName="checked">
        <Switch checkedChildren={t("goodsSeller.f.nationwideOn")} unCheckedChildren={t("goodsSeller.f.nationwideOff")} />
      </Form.Item>
      {nationwide === false && (
        <Form.Item name="deliveryAreas" label={t("goodsSeller.f.deliveryAreas")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.deliveryAreas") }]}>
          <ProvinceSelect />
        </Form.Item>
      )}
      <Form.Item name="logistics" label={t("goodsSeller.f.logistics")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.logistics") }]}>
        <DictCheckboxes dictId="LOGISTICS" />
      </Form.Item>
      <FreightTemplateField />
    </>
  );
}

/**
 * The goods' freight template: the seller's templates and "ships free". Left empty, a new goods takes
 * the default template. Staff without the freight function do not see it (the goods keep theirs).
 */
function FreightTemplateField() {
  const { t } = useTranslation();
  const templates = useCall(freight.selTemplatePage, { pageNum: 1, pageSize: MAX_FREIGHT_TEMPLATES }, { errBySelf: true, retry: false });
  if (templates.isError) return null;
  const options = [
    ...(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.isDefault ? `${x.name}（${t("goodsSeller.f.freightDefault")}）` : x.name })),
    { value: FREE_SHIPPING, label: t("goodsSeller.f.freightFree") },
  ];
  return (
    <Form.Item
      name="freightTemplate"
      label={t("goodsSeller.f.freight")}
      extra={
        <>
          {t("goodsSeller.f.freightHelp")}{" "}
          <Link to="/transaction/freightTemplateList" style={{ textDecoration: "underline" }}>
            {t("goodsSeller.f.freightManage")}
          </Link>
        </>
      }
    >
      <Select allowClear loading={templates.isLoading} options={options} placeholder={t("goodsSeller.f.freightPh")} style={{ maxWidth: 360 }} data-testid="goods-freight" aria-label={t("goodsSeller.f.freight")} />
    </Form.Item>
  );
}

export function PaySection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const plans = (Form.useWatch("plans", form) as string[] | undefined) ?? [];
  return (
    <>
      <Form.Item name="plans" label={t("goodsSeller.f.payPlans")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.payPlans") }]}>
        <CheckGroup aria-label={t("goodsSeller.f.payPlans")} options={(["FULL", "DEPOSIT", "CREDIT"] as const).map((p) => ({ value: p, label: t(`catalog.payPlan.${p}`) }))} />
      </Form.Item>
      {plans.includes("DEPOSIT") && (
        <Form.Item label={t("catalog.payPlan.DEPOSIT")}>
          <Space>
            <Form.Item name="depositPct" noStyle rules={[req(t("goodsSeller.v.deposit"))]}>
              <InputNumber min={10} max={90} precision={0} addonBefore={t("goodsSeller.f.depositPct")} aria-label={t("goodsSeller.f.depositPct")} addonAfter="%" />
            </Form.Item>
            <Form.Item name="balanceDueDays" noStyle rules={[req(t("goodsSeller.v.deposit"))]}>
              <InputNumber min={1} max={90} precision={0} addonBefore={t("goodsSeller.f.balanceDays")} aria-label={t("goodsSeller.f.balanceDays")} addonAfter={t("goodsSeller.f.days")} />
            </Form.Item>
          </Space>
        </Form.Item>
      )}
      {plans.includes("CREDIT") && (
        <Form.Item label={t("catalog.payPlan.CREDIT")} extra={t("goodsSeller.f.creditHelp")}>
          <Space wrap>
            <Form.Item name="creditDays" noStyle rules={[req(t("goodsSeller.v.credit"))]}>
              <InputNumber min={7} max={180} precision={0} addonBefore={t("goodsSeller.f.creditDays")} aria-label={t("goodsSeller.f.creditDays")} addonAfter={t("goodsSeller.f.days")} />
            </Form.Item>
            <Form.Item name="creditLevels" noStyle rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.credit") }]}>
              <CheckGroup aria-label={t("catalog.payPlan.CREDIT")} options={(["STRATEGIC", "KEY", "NORMAL"] as const).map((l) => ({ value: l, label: t(`catalog.customerLevel.${l}`) }))} />
            </Form.Item>
          </Space>
        </Form.Item>
      )}
    </>
  );
}

export function TraceSection() {
  const { t } = useTranslation();
  return (
    <Form.List name="traces">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {fields.map((f, i) => (
            <Card key={f.key} size="small" title={t("goodsSeller.f.trace", { n: i + 1 })} extra={<MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t("goodsSeller.f.remove")} />}>
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item name={[f.name, "batchNo"]} label={t("goodsSeller.f.batchNo")} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.batchNo") }, { max: 40 }]}>
                    <Input maxLength={40} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={16}>
                  <Form.Item name={[f.name, "farmName"]} label={t("goodsSeller.f.farmName")} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.farmName") }, { max: 60 }]}>
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[f.name, "startDate"]} label={t("goodsSeller.f.startDate")} rules={[req(t("goodsSeller.v.startDate"))]}>
                    <DatePicker />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[f.name, "endDate"]}
                    label={t("goodsSeller.f.endDate")}
                    dependencies={[["traces", f.name, "startDate"]]}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: syncValidator((v: Dayjs | null | undefined) => {
                          const start = getFieldValue(["traces", f.name, "startDate"]) as Dayjs | null | undefined;
                          if (v && start && v.isBefore(start, "day")) throw new Error(t("goodsSeller.v.endDate"));
                        }),
                      }),
                    ]}
                  >
                    <DatePicker />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[f.name, "inspectionNo"]} label={t("goodsSeller.f.inspectionNo")} rules={[{ max: 60 }]}>
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name={[f.name, "note"]} label={t("goodsSeller.f.note")} rules={[{ max: 200 }]}>
                <Input maxLength={200} />
              </Form.Item>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ batchNo: "", farmName: "", startDate: null, endDate: null })} disabled={fields.length >= 20}>
            {t("goodsSeller.f.addTrace")}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
