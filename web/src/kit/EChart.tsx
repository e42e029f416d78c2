import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef, useState } from "react";

// only the parts the portal's charts use go into the bundle; this file is imported only by lazily
// loaded chart components, so ECharts stays out of every other page's JS
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type EChartOption = echarts.EChartsCoreOption;

/** Below this width (px) a chart is drawn compact (smaller margins, legend room on phones). */
const COMPACT_BELOW = 520;

/**
 * A bar/line chart: ECharts on a div that resizes with its container. `option` is asked again when
 * the chart turns compact or back (the caller keeps it stable with useCallback/useMemo).
 */
export function EChart({ option, height, label, testId }: { option: (compact: boolean) => EChartOption; height: number; label?: string; testId: string }) {
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
      setCompact(node.clientWidth < COMPACT_BELOW);
    });
    ro.observe(node);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option(compact), true);
  }, [option, compact]);
  return <div ref={el} role={label ? "img" : undefined} aria-label={label} data-testid={testId} style={{ width: "100%", height }} />;
}
