import type { MovementKind } from "@qinlian/contract";
import { Col, DatePicker, Form, Input, Row, Select } from "antd";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { MaterialSelect, QtyInput, RangeSelect, useOptions, useQtyRules, useUnitOf } from "./parts";
import { useMaterialTexts } from "./texts";

/**
 * One movement line's fields, named under `prefix` (relative: [0] inside the batch form's Form.List, [] when
 * editing one); `path` is the same place from the form's root (["list", 0]), for watching the material.
 */
export function LineFields({ kind, prefix, path = prefix }: { kind: MovementKind; prefix: (string | number)[]; path?: (string | number)[] }) {
  const { d } = useMaterialTexts();
  const { purposes } = useOptions();
  const unitOf = useUnitOf();
  const n = (name: string) => [...prefix, name];
  const choose = (key: string) => ({ required: true, message: d("common.choose", { field: d(key) }) });
  const qtyRules = useQtyRules(d("record.quantity"));
  const costRules = useMoneyRules(d("record.unitCost"), { required: true, min: 0 });
  const materialId = Form.useWatch([...path, "materialId"]) as string | undefined;
  const unit = unitOf(materialId);
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name={n("materialId")} label={d("record.material")} rules={[choose("record.material")]}>
          <MaterialSelect data-testid="line-material" />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name={n("storeId")} label={d("record.store")} rules={[choose("record.store")]}>
          <RangeSelect kind="STORE" data-testid="line-store" />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name={n("batchNo")} label={d("record.batchNo")} tooltip={kind === "OUT" ? d("record.batchOutHelp") : undefined} rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item required name={n("quantity")} label={`${d("record.quantity")}${unit ? `（${unit}）` : ""}`} rules={qtyRules}>
          <QtyInput placeholder={d("common.qtyPlaceholder")} data-testid="line-quantity" />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name={n("date")} label={d("record.date")} rules={[choose("record.date")]}>
          <DatePicker style={{ width: "100%" }} data-testid="line-date" />
        </Form.Item>
      </Col>
      {kind === "IN" ? (
        <>
          <Col xs={12} md={6}>
            <Form.Item name={n("unitCostFen")} label={d("record.unitCost")} rules={costRules}>
              <MoneyInput data-testid="line-cost" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name={n("supplier")} label={d("record.supplier")} rules={[{ max: 60 }]}>
              <Input />
            </Form.Item>
          </Col>
        </>
      ) : (
        <>
          <Col xs={12} md={6}>
            <Form.Item name={n("purpose")} label={d("record.purpose")}>
              <Select allowClear options={purposes} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name={n("rangeId")} label={d("record.range")}>
              <RangeSelect allowClear />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={12} md={4}>
        <Form.Item name={n("operator")} label={d("record.operator")} rules={[{ max: 30 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={n("note")} label={d("record.note")} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
