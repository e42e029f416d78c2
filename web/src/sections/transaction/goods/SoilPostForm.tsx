import { goods, type GoodsView } from "@qinlian/contract";
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { AreaCascader } from "../../../kit/AreaCascader";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { postListPath } from "./postPaths";
import { HalfItem, PostFormShell, usePostSave, postBaseInput, postBaseOf, type PostBase } from "./PostFormShell";
import "./texts";

type Kind = "SOIL_TRUSTEESHIP" | "SOIL_FLOW";
type LandType = "FARMLAND" | "WOODLAND" | "GRASSLAND" | "BREEDING" | "OTHER";
type FlowMode = "LEASE" | "SUBCONTRACT" | "SHARE" | "TRANSFER";

interface SoilValues extends PostBase {
  areaCode: string;
  address: string;
  areaMu: number;
  landType: LandType;
  termYears: number;
  pricePerMuYear?: number;
  availableFrom: Dayjs;
  flowMode: FlowMode;
  trusteeshipItems: string[];
}

/** Common trusteeship services (托管内容); sellers may type others. */
const TRUSTEESHIP_ITEMS = ["耕地", "播种", "施肥", "植保", "灌溉", "收获", "烘干", "仓储"];

function valuesOf(g: GoodsView): Partial<SoilValues> {
  const ext = g.ext && (g.ext.kind === "SOIL_FLOW" || g.ext.kind === "SOIL_TRUSTEESHIP") ? g.ext : null;
  return {
    ...postBaseOf(g),
    areaCode: g.originAreaCode ?? undefined,
    address: ext?.address,
    areaMu: ext?.areaMu,
    landType: ext?.landType,
    termYears: ext?.termYears,
    pricePerMuYear: ext?.pricePerMuYear,
    availableFrom: ext ? dayjs(ext.availableFrom) : undefined,
    flowMode: ext?.flowMode ?? "LEASE",
    trusteeshipItems: ext?.trusteeshipItems ?? [],
  };
}

/** Land trusteeship (土地托管) and land transfer (土地流转) listings: where, how big, what land, how long, price per mu per year. */
export function SoilPostForm({ kind, existing }: { kind: Kind; existing: GoodsView | null }) {
  const { t } = useTranslation();
  const trust = usePostSave(goods.publishSoilTrusteeship, goods.modifySoilTrusteeship, existing);
  const flow = usePostSave(goods.publishSoilFlow, goods.modifySoilFlow, existing);
  const priceRules = useMoneyRules(t("goodsSeller.post.pricePerMu"), { required: true, min: 1 });
  return (
    <PostFormShell<SoilValues>
      testId="soil-form"
      existing={existing}
      initial={existing ? valuesOf(existing) : { landType: "FARMLAND", termYears: 3, flowMode: "LEASE", trusteeshipItems: [], availableFrom: dayjs().add(7, "day") }}
      busy={trust.busy || flow.busy}
      submitText={existing ? t("goodsSeller.form.save") : t("goodsSeller.post.publish")}
      backTo={postListPath(kind)}
      onSubmit={async (v, form) => {
        const base = {
          ...postBaseInput(v),
          areaCode: v.areaCode,
          address: v.address.trim(),
          areaMu: v.areaMu,
          landType: v.landType,
          termYears: v.termYears,
          pricePerMuYear: v.pricePerMuYear ?? 0,
          availableFrom: v.availableFrom.format("YYYY-MM-DD"),
        };
        return kind === "SOIL_FLOW" ? flow.save({ ...base, flowMode: v.flowMode }, form) : trust.save({ ...base, trusteeshipItems: v.trusteeshipItems }, form);
      }}
    >
      <Row>
        <HalfItem name="areaCode" label={t("goodsSeller.post.landArea")} rules={[{ required: true, message: t("goodsSeller.v.origin") }]}>
          <AreaCascader style={{ width: "100%" }} />
        </HalfItem>
        <HalfItem name="address" label={t("goodsSeller.post.address")} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.address") }, { max: 120 }]}>
          <Input maxLength={120} />
        </HalfItem>
        <HalfItem name="areaMu" label={t("goodsSeller.post.areaMu")} rules={[{ required: true, message: t("goodsSeller.v.areaMu") }]}>
          <InputNumber min={0.01} max={1_000_000} addonAfter={t("goodsSeller.post.mu")} />
        </HalfItem>
        <HalfItem name="landType" label={t("goodsSeller.post.landType")}>
          <Select options={(["FARMLAND", "WOODLAND", "GRASSLAND", "BREEDING", "OTHER"] as const).map((k) => ({ value: k, label: t(`catalog.landType.${k}`) }))} />
        </HalfItem>
        <HalfItem name="termYears" label={t("goodsSeller.post.term")} rules={[{ required: true, message: t("goodsSeller.v.term") }]}>
          <InputNumber min={1} max={30} precision={0} addonAfter={t("goodsSeller.post.years")} />
        </HalfItem>
        <HalfItem name="pricePerMuYear" label={t("goodsSeller.post.pricePerMu")} rules={priceRules} required>
          <MoneyInput style={{ width: 180 }} />
        </HalfItem>
        <HalfItem name="availableFrom" label={t("goodsSeller.post.availableFrom")} rules={[{ required: true, message: t("goodsSeller.v.availableFrom") }]}>
          <DatePicker />
        </HalfItem>
        <Col span={12}>
          {kind === "SOIL_FLOW" ? (
            <Form.Item name="flowMode" label={t("goodsSeller.post.flowMode")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
              <Select options={(["LEASE", "SUBCONTRACT", "SHARE", "TRANSFER"] as const).map((k) => ({ value: k, label: t(`catalog.flowMode.${k}`) }))} />
            </Form.Item>
          ) : null}
        </Col>
      </Row>
      {kind === "SOIL_TRUSTEESHIP" && (
        <Form.Item name="trusteeshipItems" label={t("goodsSeller.post.trusteeshipItems")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.trusteeshipItems") }]}>
          <Select mode="tags" maxCount={10} options={TRUSTEESHIP_ITEMS.map((x) => ({ value: x, label: x }))} />
        </Form.Item>
      )}
    </PostFormShell>
  );
}
