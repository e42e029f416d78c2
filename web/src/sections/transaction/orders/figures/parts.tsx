import { Alert, Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PERIOD_PRESETS, periodProblem, presetPeriod, type Period, type PeriodPreset } from "./period";
import "./texts";

const today = () => dayjs().format("YYYY-MM-DD");

/** The period of a figures screen: the last 7 / 30 / 90 days, or a custom range (checked before asking). */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation();
  const preset = PERIOD_PRESETS.find((n) => {
    const p = presetPeriod(n, today());
    return p.from === value.from && p.to === value.to;
  });
  const [mode, setMode] = useState<PeriodPreset | "custom">(preset ?? "custom");
  const [picked, setPicked] = useState<[Dayjs, Dayjs] | null>([dayjs(value.from), dayjs(value.to)]);
  const custom: Period | null = picked ? { from: picked[0].format("YYYY-MM-DD"), to: picked[1].format("YYYY-MM-DD") } : null;
  const problem = custom ? periodProblem(custom, today()) : null;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center", marginBottom: 16 }} data-testid="period-picker">
      <Segmented<PeriodPreset | "custom">
        value={mode}
        onChange={(m) => {
          setMode(m);
          if (m !== "custom") onChange(presetPeriod(m, today()));
        }}
        options={[...PERIOD_PRESETS.map((n) => ({ value: n, label: t("orderFigures.period.last", { n }) })), { value: "custom" as const, label: t("orderFigures.period.custom") }]}
      />
      {mode === "custom" && (
        <Space wrap>
          <DatePicker.RangePicker
            value={picked}
            allowClear={false}
            placeholder={[t("orderFigures.period.from"), t("orderFigures.period.to")]}
            aria-label={t("orderFigures.period.label")}
            disabledDate={(d) => d.isAfter(dayjs(), "day")}
            onChange={(v) => setPicked(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          />
          <Button type="primary" disabled={!custom || !!problem} onClick={() => custom && onChange(custom)} data-testid="period-query">
            {t("orderFigures.period.query")}
          </Button>
          {problem && <Alert type="error" showIcon message={t(`orderFigures.period.${problem}`)} style={{ padding: "2px 8px" }} />}
        </Space>
      )}
    </div>
  );
}

export interface SumItem {
  key: string;
  title: ReactNode;
  value: string | number;
  strong?: boolean;
}

/** A row of figures as small cards (two a row on a phone). */
export function SumCards({ items, loading }: { items: SumItem[]; loading?: boolean }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="sum-cards">
      {items.map((it) => (
        <Col key={it.key} xs={12} md={Math.max(4, Math.floor(24 / items.length))}>
          <Card size="small" loading={loading} data-testid={`sum-${it.key}`}>
            <Statistic title={it.title} value={it.value} valueStyle={{ fontSize: 20, color: it.strong ? "#d4380d" : undefined }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
