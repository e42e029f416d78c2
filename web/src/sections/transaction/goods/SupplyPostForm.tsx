import { goods, type GoodsView } from "@qinlian/contract";
import { Checkbox, Col, DatePicker, Form, Row, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { AreaCascader } from "../../../kit/AreaCascader";
import { DictCheckboxes } from "../../../kit/DictSelect";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { ProvinceSelect } from "../../../kit/ProvinceSelect";
import { postListPath } from "./postPaths";
import { HalfItem, PostFormShell, WhatAndHowMuch, usePostSave, postBaseInput, postBaseOf, type PostBase } from "./PostFormShell";
import "./texts";

interface SupplyValues extends PostBase {
  categoryId: string;
  unit: string;
  negotiable: boolean;
  price?: number;
  quantity: number;
  originAreaCode: string;
  validUntil: Dayjs;
  nationwide: boolean;
  deliveryAreas: string[];
  logistics: string[];
}

const notPast = (d: Dayjs) => d.isBefore(dayjs(), "day");

function valuesOf(g: GoodsView): Partial<SupplyValues> {
  const ext = g.ext?.kind === "SUPPLY" ? g.ext : null;
  return {
    ...postBaseOf(g),
    categoryId: g.categoryId ?? undefined,
    unit: g.unit ?? undefined,
    negotiable: g.priceMin == null,
    price: g.priceMin ?? undefined,
    quantity: ext?.quantity,
    originAreaCode: g.originAreaCode ?? undefined,
    validUntil: ext ? dayjs(ext.validUntil) : undefined,
    nationwide: g.deliveryRange.nationwide,
    deliveryAreas: g.deliveryRange.areas.map((a) => a.code),
    logistics: g.logistics.map((l) => l.code),
  };
}

/**
 * A supply post (供应信息): what, how much, at what price (or negotiable), from where, until when,
 * where it can go and how. No shop is needed; it is on shelf once published.
 */
export function SupplyPostForm({ existing, prefill }: { existing: GoodsView | null; prefill?: Partial<SupplyValues> }) {
  const { t } = useTranslation();
  const post = usePostSave(goods.publishSupple, goods.modifySupple, existing);
  const priceRules = useMoneyRules(t("goodsSeller.post.price"), { required: true, min: 1 });
  return (
    <PostFormShell<SupplyValues>
      testId="supply-form"
      existing={existing}
      initial={existing ? valuesOf(existing) : { negotiable: false, nationwide: true, deliveryAreas: [], logistics: [], validUntil: dayjs().add(30, "day"), ...prefill }}
      busy={post.busy}
      submitText={existing ? t("goodsSeller.form.save") : t("goodsSeller.post.publish")}
      backTo={postListPath("SUPPLY")}
      onSubmit={async (v, form) => {
        const body = {
          ...postBaseInput(v),
          categoryId: v.categoryId,
          unit: v.unit,
          price: v.negotiable ? null : (v.price ?? null),
          quantity: v.quantity,
          originAreaCode: v.originAreaCode,
          validUntil: v.validUntil.format("YYYY-MM-DD"),
          deliveryRange: { nationwide: v.nationwide, areaCodes: v.nationwide ? [] : v.deliveryAreas },
          logistics: v.logistics ?? [],
        };
        return post.save(body, form);
      }}
    >
      <WhatAndHowMuch quantityLabel={t("goodsSeller.post.supplyQty")} />
      <Form.Item label={t("goodsSeller.post.price")} required>
        <Row gutter={8} align="middle">
          <Col>
            <Form.Item noStyle shouldUpdate={(a: SupplyValues, b: SupplyValues) => a.negotiable !== b.negotiable}>
              {({ getFieldValue }) =>
                getFieldValue("negotiable") ? null : (
                  <Form.Item name="price" noStyle rules={priceRules}>
                    <MoneyInput style={{ width: 180 }} data-testid="post-price" />
                  </Form.Item>
                )
              }
            </Form.Item>
          </Col>
          <Col>
            <Form.Item name="negotiable" valuePropName="checked" noStyle>
              <Checkbox>{t("catalog.negotiable")}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
      <Row>
        <HalfItem name="originAreaCode" label={t("goodsSeller.f.origin")} rules={[{ required: true, message: t("goodsSeller.v.origin") }]}>
          <AreaCascader changeOnSelect style={{ width: "100%" }} data-testid="post-origin" />
        </HalfItem>
        <HalfItem name="validUntil" label={t("goodsSeller.post.validUntil")} rules={[{ required: true, message: t("goodsSeller.v.validUntil") }]}>
          <DatePicker disabledDate={notPast} />
        </HalfItem>
      </Row>
      <Form.Item name="nationwide" label={t("goodsSeller.f.nationwide")} valuePropName="checked">
        <Switch checkedChildren={t("goodsSeller.f.nationwideOn")} unCheckedChildren={t("goodsSeller.f.nationwideOff")} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: SupplyValues, b: SupplyValues) => a.nationwide !== b.nationwide}>
        {({ getFieldValue }) =>
          !getFieldValue("nationwide") && (
            <Form.Item name="deliveryAreas" label={t("goodsSeller.f.deliveryAreas")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.deliveryAreas") }]}>
              <ProvinceSelect />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="logistics" label={t("goodsSeller.f.logistics")}>
        <DictCheckboxes dictId="LOGISTICS" />
      </Form.Item>
    </PostFormShell>
  );
}
