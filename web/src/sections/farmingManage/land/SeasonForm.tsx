import { plotUses, yieldUnits, type SeasonView, type PlotUse, type YieldUnit } from "@qinlian/contract";
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Space } from "antd";
import type { FormInstance } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { FieldSelect } from "../../../kit/FieldSelect";
import { useLandTexts } from "./texts";

export interface SeasonFormValues {
  use: PlotUse;
  crop: string;
  variety?: string;
  startDate: Dayjs;
  endDate?: Dayjs | null;
  expectedYield?: number | null;
  actualYield?: number | null;
  yieldUnit: YieldUnit;
  note?: string;
}

/** The call's fields from the form's values (dates as YYYY-MM-DD). */
export function seasonBody(v: SeasonFormValues) {
  return {
    use: v.use,
    crop: v.crop.trim(),
    variety: v.variety?.trim() ?? "",
    startDate: v.startDate.format("YYYY-MM-DD"),
    endDate: v.endDate ? v.endDate.format("YYYY-MM-DD") : null,
    expectedYield: v.expectedYield ?? null,
    actualYield: v.actualYield ?? null,
    yieldUnit: v.yieldUnit,
    note: v.note?.trim() ?? "",
  };
}

export const seasonInitial = (s: SeasonView | null | undefined): Partial<SeasonFormValues> =>
  s
    ? { ...s, variety: s.variety ?? "", note: s.note ?? "", startDate: dayjs(s.startDate), endDate: s.endDate ? dayjs(s.endDate) : null }
    : { use: "CROP", yieldUnit: "KG", startDate: dayjs() };

const twoDecimals = (v: number | null | undefined) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A season's fields; checks before submitting: required fields, dates in order, yields with two decimals at most. */
export function SeasonForm(props: { form: FormInstance<SeasonFormValues>; initial: Partial<SeasonFormValues>; pending: boolean; onFinish: (v: SeasonFormValues) => void; onCancel: () => void }) {
  const { t, d } = useLandTexts();
  const required = (field: string) => ({ required: true, message: d("common.required", { field: d(field) }) });
  const yieldRule = { validator: (_r: unknown, v?: number | null) => (twoDecimals(v) ? Promise.resolve() : Promise.reject(new Error(d("season.twoDecimals")))) };
  return (
    <Form<SeasonFormValues> form={props.form} layout="vertical" initialValues={props.initial} onFinish={props.onFinish} data-testid="season-form" style={{ maxWidth: 760 }}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={12} md={8}>
            <Form.Item name="use" label={d("season.use")} rules={[required("season.use")]}>
              <FieldSelect options={plotUses.map((v) => ({ value: v, label: d(`uses.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="crop" label={d("season.crop")} rules={[{ ...required("season.crop"), whitespace: true }, { max: 40 }]}>
              <Input placeholder={d("season.cropPlaceholder")} data-testid="season-crop" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="variety" label={d("season.variety")} rules={[{ max: 40 }]}>
              <Input data-testid="season-variety" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="startDate" label={d("season.startDate")} rules={[required("season.startDate")]}>
              <DatePicker style={{ width: "100%" }} data-testid="season-start" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="endDate"
              label={d("season.endDate")}
              extra={d("season.endHint")}
              dependencies={["startDate"]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, v?: Dayjs | null) => {
                    const start = getFieldValue("startDate") as Dayjs | undefined;
                    return !v || !start || !v.isBefore(start, "day") ? Promise.resolve() : Promise.reject(new Error(d("season.endBeforeStart")));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: "100%" }} data-testid="season-end" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="yieldUnit" label={d("season.yieldUnit")} rules={[required("season.yieldUnit")]}>
              <FieldSelect options={yieldUnits.map((v) => ({ value: v, label: d(`units.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="expectedYield" label={d("season.expectedYield")} rules={[yieldRule]}>
              <InputNumber min={0} max={1_000_000_000} style={{ width: "100%" }} data-testid="season-expected" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="actualYield" label={d("season.actualYield")} rules={[yieldRule]}>
              <InputNumber min={0} max={1_000_000_000} style={{ width: "100%" }} data-testid="season-actual" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="note" label={d("season.note")} rules={[{ max: 500 }]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Space>
        <Button type="primary" htmlType="submit" loading={props.pending} data-testid="season-submit">
          {t("common.save")}
        </Button>
        <Button onClick={props.onCancel}>{t("common.back")}</Button>
      </Space>
    </Form>
  );
}
