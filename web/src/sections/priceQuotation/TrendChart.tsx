import { useCallback } from "react";
import { EChart } from "../../kit/EChart";

export interface TrendSeries {
  name: string;
  /** Values in fen, one per day (null where the day has no data). */
  values: (number | null)[];
  color: string;
  dashed?: boolean;
}

/** A daily price line chart (yuan on the axis); resizes with its container. */
export function TrendChart({ days, series, height = 320 }: { days: string[]; series: TrendSeries[]; height?: number }) {
  const option = useCallback(
    () => ({
      tooltip: { trigger: "axis", valueFormatter: (v: unknown) => (typeof v === "number" ? `¥${v.toFixed(2)}` : "-") },
      legend: { top: 0 },
      grid: { left: 56, right: 24, top: 36, bottom: 32 },
      xAxis: { type: "category", data: days.map((d) => d.slice(5)), boundaryGap: false },
      yAxis: { type: "value", scale: true, axisLabel: { formatter: (v: number) => `¥${v}` } },
      series: series.map((s) => ({
        name: s.name,
        type: "line",
        showSymbol: false,
        connectNulls: true,
        data: s.values.map((v) => (v == null ? null : v / 100)),
        lineStyle: { color: s.color, type: s.dashed ? "dashed" : "solid", width: s.dashed ? 1 : 2 },
        itemStyle: { color: s.color },
      })),
    }),
    [days, series],
  );
  return <EChart option={option} height={height} testId="trend-chart" />;
}
