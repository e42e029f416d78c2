import { goods, type GoodsView } from "@qinlian/contract";
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useMutate } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { postListPath } from "./postPaths";
import { PostFormShell, postBaseInput, postBaseOf, type PostBase } from "./PostFormShell";
import { useRefreshGoods } from "./useGoodsActions";
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
  const { message } = App.useApp();
  const refresh = useRefreshGoods();
  const pubT = useMutate(goods.publishSoilTrusteeship);
  const modT = useMutate(goods.modifySoilTrusteeship);
  const pubF = useMutate(goods.publishSoilFlow);
  const modF = useMutate(goods.modifySoilFlow);
  const priceRules = useMoneyRules(t("goodsSeller.post.pricePerMu"), { required: true, min: 1 });
  return (
    <PostFormShell<SoilValues>
      testId="soil-form"
      existing={existing}
      initial={existing ? valuesOf(existing) : { landType: "FARMLAND", termYears: 3, flowMode: "LEASE", trusteeshipItems: [], availableFrom: dayjs().add(7, "day") }}
      busy={pubT.isPending || modT.isPending || pubF.isPending || modF.isPending}
      submitText={existing ? t("goodsSeller.form.save") : t("goodsSeller.post.publish")}
      backTo={postListPath(kind)}
      onSubmit={async (v) => {
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
        const ver = existing ? { goodsId: existing.goodsId, version: existing.version } : null;
        const p =
          kind === "SOIL_FLOW"
            ? ver
              ? modF.mutateAsync({ ...base, flowMode: v.flowMode, ...ver })
              : pubF.mutateAsync({ ...base, flowMode: v.flowMode })
            : ver
              ? modT.mutateAsync({ ...base, trusteeshipItems: v.trusteeshipItems, ...ver })
              : pubT.mutateAsync({ ...base, trusteeshipItems: v.trusteeshipItems });
        const res = await p.catch(() => null);
        if (!res) return false;
        await refresh();
        void message.success(t(`goodsSeller.form.saved_${res.status}`));
        return true;
      }}
    >
      <Row>
        <Col span={12}>
          <Form.Item name="areaCode" label={t("goodsSeller.post.landArea")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: t("goodsSeller.v.origin") }]}>
            <AreaCascader style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="address" label={t("goodsSeller.post.address")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.address") }, { max: 120 }]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="areaMu" label={t("goodsSeller.post.areaMu")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: t("goodsSeller.v.areaMu") }]}>
            <InputNumber min={0.01} max={1_000_000} addonAfter={t("goodsSeller.post.mu")} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="landType" label={t("goodsSeller.post.landType")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
            <Select options={(["FARMLAND", "WOODLAND", "GRASSLAND", "BREEDING", "OTHER"] as const).map((k) => ({ value: k, label: t(`catalog.landType.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="termYears" label={t("goodsSeller.post.term")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: t("goodsSeller.v.term") }]}>
            <InputNumber min={1} max={30} precision={0} addonAfter={t("goodsSeller.post.years")} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="pricePerMuYear" label={t("goodsSeller.post.pricePerMu")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={priceRules} required>
            <MoneyInput style={{ width: 180 }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="availableFrom" label={t("goodsSeller.post.availableFrom")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: t("goodsSeller.v.availableFrom") }]}>
            <DatePicker />
          </Form.Item>
        </Col>
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
