import type { AnalysisResult } from "@qinlian/contract";
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef, useState } from "react";

// only the parts these charts use go into the bundle; this file is loaded lazily by the analysis pages
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const COLORS = ["#d4380d", "#1677ff", "#389e0d", "#faad14", "#722ed1", "#13c2c2", "#eb2f96"];

/** The option for one analysis: quantities on the left axis, money (yuan) on the right one. */
export function analysisOption(r: AnalysisResult, en: boolean, compact: boolean): echarts.EChartsCoreOption {
  const hasMoney = r.series.some((s) => s.money);
  const hasQty = r.series.some((s) => !s.money);
  const moneyAxis = hasQty && hasMoney ? 1 : 0;
  const name = (s: AnalysisResult["series"][number]) => `${en ? s.labelEn : s.label}${en ? (s.unitEn ? ` (${s.unitEn})` : "") : s.unit ? `（${s.unit}）` : ""}`;
  return {
    color: COLORS,
    tooltip: { trigger: "axis", confine: true },
    legend: { type: "scroll", top: 0 },
    grid: { left: compact ? 8 : 16, right: compact ? 8 : 16, top: 40, bottom: 8, containLabel: true },
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
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    if (!el.current) return;
    const node = el.current;
    const c = echarts.init(node);
    chart.current = c;
    const ro = new ResizeObserver(() => {
      c.resize();
      setCompact(node.clientWidth < 520);
    });
    ro.observe(node);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(analysisOption(result, en, compact), true);
  }, [result, en, compact]);
  return <div ref={el} role="img" aria-label={label} data-testid="analysis-chart" style={{ width: "100%", height }} />;
}
