import { goods, type GoodsView } from "@qinlian/contract";
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { CategoryCascader } from "../../../kit/CategoryPicker";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { ProvinceSelect } from "../../../kit/ProvinceSelect";
import { postListPath } from "./postPaths";
import { HalfItem, PostFormShell, usePostSave, postBaseInput, postBaseOf, type PostBase } from "./PostFormShell";
import "./texts";
import { FieldRangePicker } from "../../../kit/FieldRangePicker";

type Kind = "SERVICE_SUPPLY" | "SERVICE_DEMAND";
type ServiceType = "PLOUGH" | "SOW" | "PROTECT" | "HARVEST" | "EPIDEMIC" | "FEEDING" | "TRANSPORT" | "OTHER";

interface ServiceValues extends PostBase {
  serviceType: ServiceType;
  categoryId?: string;
  serviceAreaCodes: string[];
  areaMu?: number | null;
  period: [Dayjs, Dayjs];
  negotiable: boolean;
  price?: number;
  priceUnit: string;
}

function valuesOf(g: GoodsView): Partial<ServiceValues> {
  const ext = g.ext && (g.ext.kind === "SERVICE_SUPPLY" || g.ext.kind === "SERVICE_DEMAND") ? g.ext : null;
  return {
    ...postBaseOf(g),
    serviceType: ext?.serviceType,
    categoryId: g.categoryId ?? undefined,
    serviceAreaCodes: ext?.serviceAreaCodes ?? [],
    areaMu: ext?.areaMu ?? undefined,
    period: ext ? [dayjs(ext.startDate), dayjs(ext.endDate)] : undefined,
    negotiable: g.priceMin == null,
    price: g.priceMin ?? undefined,
    priceUnit: ext?.priceUnit ?? "亩",
  };
}

/** Farming service offers (农事服务供给) and requests (服务需求): type, where, how much land, when, price per unit. */
export function ServicePostForm({ kind, existing }: { kind: Kind; existing: GoodsView | null }) {
  const { t } = useTranslation();
  const supply = usePostSave(goods.publishServiceSupply, goods.modifyServiceSupply, existing);
  const demand = usePostSave(goods.publishServiceDemand, goods.modifyServiceDemand, existing);
  const priceRules = useMoneyRules(t("goodsSeller.post.price"), { required: true, min: 1 });
  return (
    <PostFormShell<ServiceValues>
      testId="service-form"
      existing={existing}
      initial={existing ? valuesOf(existing) : { serviceType: "PROTECT", serviceAreaCodes: [], negotiable: false, priceUnit: "亩", period: [dayjs(), dayjs().add(30, "day")] }}
      busy={supply.busy || demand.busy}
      submitText={existing ? t("goodsSeller.form.save") : t("goodsSeller.post.publish")}
      backTo={postListPath(kind)}
      onSubmit={async (v, form) => {
        const body = {
          ...postBaseInput(v),
          serviceType: v.serviceType,
          categoryId: v.categoryId || undefined,
          serviceAreaCodes: v.serviceAreaCodes,
          areaMu: v.areaMu ?? null,
          startDate: v.period[0].format("YYYY-MM-DD"),
          endDate: v.period[1].format("YYYY-MM-DD"),
          price: v.negotiable ? null : (v.price ?? null),
          priceUnit: v.priceUnit.trim(),
        };
        return (kind === "SERVICE_SUPPLY" ? supply : demand).save(body, form);
      }}
    >
      <Row>
        <HalfItem name="serviceType" label={t("goodsSeller.post.serviceType")}>
          <Select options={(["PLOUGH", "SOW", "PROTECT", "HARVEST", "EPIDEMIC", "FEEDING", "TRANSPORT", "OTHER"] as const).map((k) => ({ value: k, label: t(`catalog.serviceType.${k}`) }))} />
        </HalfItem>
        <HalfItem name="categoryId" label={t("goodsSeller.post.relatedCategory")}>
          <CategoryCascader selectable="any" />
        </HalfItem>
      </Row>
      <Form.Item name="serviceAreaCodes" label={t("goodsSeller.post.serviceAreas")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.serviceAreas") }]}>
        <ProvinceSelect />
      </Form.Item>
      <Row>
        <HalfItem name="period" label={t("goodsSeller.post.period")} rules={[{ required: true, message: t("goodsSeller.v.period") }]}>
          <FieldRangePicker label={t("goodsSeller.post.period")} />
        </HalfItem>
        <HalfItem name="areaMu" label={t("goodsSeller.post.workMu")}>
          <InputNumber min={0.01} max={1_000_000} addonAfter={t("goodsSeller.post.mu")} />
        </HalfItem>
      </Row>
      <Form.Item label={t("goodsSeller.post.price")} required>
        <Row gutter={8} align="middle">
          <Form.Item noStyle shouldUpdate={(a: ServiceValues, b: ServiceValues) => a.negotiable !== b.negotiable}>
            {({ getFieldValue }) =>
              getFieldValue("negotiable") ? null : (
                <Col>
                  <Form.Item name="price" noStyle rules={priceRules}>
                    <MoneyInput style={{ width: 160 }} />
                  </Form.Item>
                </Col>
              )
            }
          </Form.Item>
          <Col>
            <Form.Item name="priceUnit" noStyle rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.priceUnit") }, { max: 10 }]}>
              <Input addonBefore="/" maxLength={10} style={{ width: 110 }} />
            </Form.Item>
          </Col>
          <Col>
            <Form.Item name="negotiable" valuePropName="checked" noStyle>
              <Checkbox>{t("catalog.negotiable")}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
    </PostFormShell>
  );
}
