import type { AnalysisResult } from "@qinlian/contract";
import { useCallback } from "react";
import { EChart, type EChartOption } from "../../../kit/EChart";

// loaded lazily by the analysis pages (ECharts with it)

const COLORS = ["#d4380d", "#1677ff", "#389e0d", "#faad14", "#722ed1", "#13c2c2", "#eb2f96"];

/** The option for one analysis: quantities on the left axis, money (yuan) on the right one. */
export function analysisOption(r: AnalysisResult, en: boolean, compact: boolean): EChartOption {
  const hasMoney = r.series.some((s) => s.money);
  const hasQty = r.series.some((s) => !s.money);
  const moneyAxis = hasQty && hasMoney ? 1 : 0;
  const name = (s: AnalysisResult["series"][number]) => `${en ? s.labelEn : s.label}${en ? (s.unitEn ? ` (${s.unitEn})` : "") : s.unit ? `（${s.unit}）` : ""}`;
  return {
    color: COLORS,
    tooltip: { trigger: "axis", confine: true },
    legend: { type: "scroll", top: 0 },
    // on a phone the legend's page counter sits at the top right, over the money axis's name: more room
    grid: { left: compact ? 8 : 16, right: compact ? 8 : 16, top: compact ? 64 : 40, bottom: 8, containLabel: true },
    xAxis: { type: "category", data: r.months, axisLabel: { hideOverlap: true } },
    yAxis: [
      ...(hasQty ? [{ type: "value", splitLine: { lineStyle: { type: "dashed" } } }] : []),
      ...(hasMoney ? [{ type: "value", name: en ? "CNY" : "元", splitLine: { show: !hasQty } }] : []),
    ],
    series: r.series.map((s) => ({
      name: name(s),
      type: s.chart,
      yAxisIndex: s.money ? moneyAxis : 0,
      smooth: false,
      connectNulls: true,
      barMaxWidth: 24,
      data: s.values.map((v) => (v === null ? null : s.money ? v / 100 : v)),
    })),
  };
}

/** An analysis chart (bars and lines by month); resizes with its container. */
export default function AnalysisChart({ result, en, label, height = 340 }: { result: AnalysisResult; en: boolean; label: string; height?: number }) {
  const option = useCallback((compact: boolean) => analysisOption(result, en, compact), [result, en]);
  return <EChart option={option} height={height} label={label} testId="analysis-chart" />;
}
