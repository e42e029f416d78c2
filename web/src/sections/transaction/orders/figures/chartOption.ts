import type { FigurePoint } from "./period";

export interface ChartWords {
  orders: string;
  amount: string;
  shipped: string;
}

export interface ChartOpts {
  /** Which counts to draw (the check bill has no shipped bars). */
  counts?: ("orders" | "shipped")[];
  /** Narrow screens: smaller margins, the legend at the bottom. */
  compact?: boolean;
}

/** The axis label of a point: "11-03" for a day, "2026-11" for a month. */
export const axisLabel = (date: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(5) : date);

const yuan = (fen: number): number => Math.round(fen) / 100;
const money = (v: unknown): string => (typeof v === "number" ? `¥${v.toFixed(2)}` : "-");

/**
 * The ECharts option of a figures trend: counts as bars on the left axis, the amount (yuan) as a line
 * on the right axis; one category per point. Pure, so the chart's content is unit-tested.
 */
export function figuresChartOption(points: readonly FigurePoint[], words: ChartWords, opts: ChartOpts = {}) {
  const counts = opts.counts ?? ["orders", "shipped"];
  const compact = !!opts.compact;
  const bar = (key: "orders" | "shipped", color: string, pick: (p: FigurePoint) => number) => ({
    name: words[key],
    type: "bar" as const,
    yAxisIndex: 0,
    barMaxWidth: 18,
    itemStyle: { color },
    data: points.map(pick),
  });
  return {
    animation: false,
    tooltip: { trigger: "axis" as const },
    legend: compact ? { bottom: 0 } : { top: 0 },
    grid: compact ? { left: 36, right: 52, top: 16, bottom: 56 } : { left: 48, right: 72, top: 40, bottom: 32 },
    xAxis: { type: "category" as const, data: points.map((p) => axisLabel(p.date)), axisTick: { alignWithLabel: true } },
    yAxis: [
      { type: "value" as const, minInterval: 1, name: compact ? undefined : `${words.orders}` },
      { type: "value" as const, name: compact ? undefined : `${words.amount}（¥）`, axisLabel: { formatter: (v: number) => `¥${v}` }, splitLine: { show: false } },
    ],
    series: [
      ...(counts.includes("orders") ? [bar("orders", "#1677ff", (p) => p.orderCount)] : []),
      ...(counts.includes("shipped") ? [bar("shipped", "#52c41a", (p) => p.shippedCount)] : []),
      {
        name: words.amount,
        type: "line" as const,
        yAxisIndex: 1,
        // straight segments: a smoothed line overshoots below zero around a lone day's sales
        smooth: false,
        showSymbol: points.length <= 31,
        itemStyle: { color: "#d4380d" },
        lineStyle: { color: "#d4380d", width: 2 },
        tooltip: { valueFormatter: money },
        data: points.map((p) => yuan(p.amount)),
      },
    ],
  };
}
