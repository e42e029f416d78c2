import { goods, type GoodsView } from "@qinlian/contract";
import { DatePicker, Form, Row, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { AreaCascader } from "../../../kit/AreaCascader";
import { checkFen, MoneyInput } from "../../../kit/MoneyInput";
import { postListPath } from "./postPaths";
import { HalfItem, PostFormShell, WhatAndHowMuch, usePostSave, postBaseInput, postBaseOf, type PostBase } from "./PostFormShell";
import { syncValidator } from "../../../kit/syncValidator";
import "./texts";

interface DemandValues extends PostBase {
  categoryId: string;
  unit: string;
  quantity: number;
  expectPriceMin?: number;
  expectPriceMax?: number;
  purchaseCycle: "ONCE" | "WEEKLY" | "MONTHLY" | "LONG_TERM";
  deliveryAreaCode?: string;
  validUntil: Dayjs;
}

/** The expected price range rule: both optional (empty = negotiable), valid amounts, min ≤ max. */
export function expectRangeError(min: number | undefined, max: number | undefined): "invalid" | "order" | null {
  if ((min !== undefined && checkFen(min, {}) !== null) || (max !== undefined && checkFen(max, {}) !== null)) return "invalid";
  if (min !== undefined && max !== undefined && min > max) return "order";
  return null;
}

function valuesOf(g: GoodsView): Partial<DemandValues> {
  const ext = g.ext?.kind === "DEMAND" ? g.ext : null;
  return {
    ...postBaseOf(g),
    categoryId: g.categoryId ?? undefined,
    unit: g.unit ?? undefined,
    quantity: ext?.quantity,
    expectPriceMin: ext?.expectPriceMin ?? undefined,
    expectPriceMax: ext?.expectPriceMax ?? undefined,
    purchaseCycle: ext?.purchaseCycle ?? "ONCE",
    deliveryAreaCode: ext?.deliveryAreaCode ?? undefined,
    validUntil: ext ? dayjs(ext.validUntil) : undefined,
  };
}

/** A demand post (求购): what, how much, the expected price range, how often, delivered where, until when. */
export function DemandPostForm({ existing }: { existing: GoodsView | null }) {
  const { t } = useTranslation();
  const post = usePostSave(goods.publishNeed, goods.modifyNeed, existing);
  return (
    <PostFormShell<DemandValues>
      testId="demand-form"
      existing={existing}
      initial={existing ? valuesOf(existing) : { purchaseCycle: "ONCE", validUntil: dayjs().add(15, "day") }}
      busy={post.busy}
      submitText={existing ? t("goodsSeller.form.save") : t("goodsSeller.post.publishDemand")}
      backTo={postListPath("DEMAND")}
      onSubmit={async (v, form) => {
        const body = {
          ...postBaseInput(v),
          categoryId: v.categoryId,
          unit: v.unit,
          quantity: v.quantity,
          expectPriceMin: v.expectPriceMin ?? null,
          expectPriceMax: v.expectPriceMax ?? null,
          purchaseCycle: v.purchaseCycle,
          deliveryAreaCode: v.deliveryAreaCode ?? null,
          validUntil: v.validUntil.format("YYYY-MM-DD"),
        };
        return post.save(body, form);
      }}
    >
      <WhatAndHowMuch quantityLabel={t("goodsSeller.post.demandQty")} />
      <Form.Item label={t("goodsSeller.post.expectPrice")} extra={t("goodsSeller.post.expectPriceHelp")}>
        <Space>
          <Form.Item name="expectPriceMin" noStyle>
            <MoneyInput style={{ width: 150 }} placeholder={t("goodsSeller.post.min")} />
          </Form.Item>
          <span>—</span>
          <Form.Item
            name="expectPriceMax"
            noStyle
            dependencies={["expectPriceMin"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: syncValidator((max: number | undefined) => {
                  const e = expectRangeError(getFieldValue("expectPriceMin") as number | undefined, max);
                  if (e) throw new Error(t(`goodsSeller.v.expect_${e}`));
                }),
              }),
            ]}
          >
            <MoneyInput style={{ width: 150 }} placeholder={t("goodsSeller.post.max")} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Row>
        <HalfItem name="purchaseCycle" label={t("goodsSeller.post.cycle")}>
          <Select options={(["ONCE", "WEEKLY", "MONTHLY", "LONG_TERM"] as const).map((c) => ({ value: c, label: t(`catalog.purchaseCycle.${c}`) }))} />
        </HalfItem>
        <HalfItem name="validUntil" label={t("goodsSeller.post.validUntil")} rules={[{ required: true, message: t("goodsSeller.v.validUntil") }]}>
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), "day")} />
        </HalfItem>
      </Row>
      <Form.Item name="deliveryAreaCode" label={t("goodsSeller.post.deliveryArea")}>
        <AreaCascader changeOnSelect style={{ width: "100%" }} />
      </Form.Item>
    </PostFormShell>
  );
}
