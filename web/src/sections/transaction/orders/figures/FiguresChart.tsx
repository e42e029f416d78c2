import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef, useState } from "react";
import { figuresChartOption, type ChartOpts, type ChartWords } from "./chartOption";
import type { FigurePoint } from "./period";

// only the parts these charts use go into the bundle (as priceQuotation/TrendChart does)
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The seller's trend (orders and shipped as bars, the amount as a line); resizes with its container. */
export function FiguresChart({ points, words, counts, height = 320, label }: { points: FigurePoint[]; words: ChartWords; counts?: ChartOpts["counts"]; height?: number; label: string }) {
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
    chart.current?.setOption(figuresChartOption(points, words, { counts, compact }), true);
  }, [points, words, counts, compact]);
  return <div ref={el} role="img" aria-label={label} data-testid="figures-chart" style={{ width: "100%", height }} />;
}
