import type { FreightMode } from "@qinlian/contract";
import { Col, Form, InputNumber, Row } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { syncValidator } from "../../../kit/syncValidator";
import "./texts";

/** The rule for a units field: pieces are whole and ≥ 1; kilograms > 0 with at most 3 decimals. */
export function useUnitRules(mode: FreightMode, required = true): Rule[] {
  const { t } = useTranslation();
  return [
    { required, message: t("freight.v.units") },
    {
      validator: syncValidator((v: number | null | undefined) => {
        if (v == null) return;
        if (!(v > 0) || (mode === "PIECE" && !Number.isInteger(v))) throw new Error(t("freight.v.units"));
        if (mode === "WEIGHT" && Math.abs(v * 1000 - Math.round(v * 1000)) > 1e-6) throw new Error(t("freight.v.weight"));
      }),
    },
  ];
}

/** First units / first fee / further units / further fee, under `name` (a name path prefix). */
export function ChargeFields({ name, mode }: { name: (string | number)[]; mode: FreightMode }) {
  const { t } = useTranslation();
  const units = useUnitRules(mode);
  const fee = useMoneyRules(t("freight.form.firstFee"), { required: true, min: 0, max: 10_000_000 });
  const step = mode === "PIECE" ? 1 : 0.1;
  return (
    <Row gutter={12}>
      <Col xs={12} md={6}>
        <Form.Item name={[...name, "firstUnits"]} label={t(`freight.form.firstUnits.${mode}`)} rules={units}>
          <InputNumber min={0} step={step} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={[...name, "firstFee"]} label={t("freight.form.firstFee")} rules={fee}>
          <MoneyInput prefix="¥" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={[...name, "addUnits"]} label={t(`freight.form.addUnits.${mode}`)} rules={units}>
          <InputNumber min={0} step={step} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={[...name, "addFee"]} label={t("freight.form.addFee")} rules={fee}>
          <MoneyInput prefix="¥" />
        </Form.Item>
      </Col>
    </Row>
  );
}
