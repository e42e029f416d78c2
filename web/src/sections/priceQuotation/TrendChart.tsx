import { LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

// only the parts this chart uses go into the bundle
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface TrendSeries {
  name: string;
  /** Values in fen, one per day (null where the day has no data). */
  values: (number | null)[];
  color: string;
  dashed?: boolean;
}

/** A daily price line chart (yuan on the axis); resizes with its container. */
export function TrendChart({ days, series, height = 320 }: { days: string[]; series: TrendSeries[]; height?: number }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current);
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(
      {
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
      },
      true,
    );
  }, [days, series]);
  return <div ref={el} data-testid="trend-chart" style={{ width: "100%", height }} />;
}
