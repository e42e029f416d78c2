import { Col, Form, Input, Row } from "antd";
import { FieldSelect } from "../../../kit/FieldSelect";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { useOptions } from "./parts";
import { useMaterialTexts } from "./texts";

/** The catalogue entry's fields (物料), under `prefix` in the form ([] at the top, ["catalog"] nested). */
export function CatalogFields({ prefix = [] }: { prefix?: string[] }) {
  const { d } = useMaterialTexts();
  const { categories } = useOptions();
  const n = (name: string) => [...prefix, name];
  const req = (key: string) => ({ required: true, whitespace: true, message: d("common.required", { field: d(key) }) });
  const priceRules = useMoneyRules(d("catalog.unitPrice"), { min: 0 });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={n("name")} label={d("catalog.name")} rules={[req("catalog.name"), { max: 60 }]}>
          <Input placeholder={d("catalog.namePlaceholder")} data-testid="catalog-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={n("category")} label={d("catalog.category")} rules={[{ required: true, message: d("common.choose", { field: d("catalog.category") }) }]}>
          <FieldSelect options={categories} data-testid="catalog-category" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name={n("spec")} label={d("catalog.spec")} rules={[{ max: 60 }]}>
          <Input placeholder={d("catalog.specPlaceholder")} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name={n("unit")} label={d("catalog.unit")} rules={[req("catalog.unit"), { max: 10 }]}>
          <Input placeholder={d("catalog.unitPlaceholder")} data-testid="catalog-unit" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={n("unitPriceFen")} label={d("catalog.unitPrice")} rules={priceRules}>
          <MoneyInput data-testid="catalog-price" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={n("brand")} label={d("catalog.brand")} rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={n("maker")} label={d("catalog.maker")} rules={[{ max: 60 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={n("remark")} label={d("catalog.remark")} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}
