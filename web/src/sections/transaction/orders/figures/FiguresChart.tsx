import { useCallback } from "react";
import { EChart } from "../../../../kit/EChart";
import { figuresChartOption, type ChartOpts, type ChartWords } from "./chartOption";
import type { FigurePoint } from "./period";

/** The seller's trend (orders and shipped as bars, the amount as a line); resizes with its container. */
export function FiguresChart({ points, words, counts, height = 320, label }: { points: FigurePoint[]; words: ChartWords; counts?: ChartOpts["counts"]; height?: number; label: string }) {
  const option = useCallback((compact: boolean) => figuresChartOption(points, words, { counts, compact }), [points, words, counts]);
  return <EChart option={option} height={height} label={label} testId="figures-chart" />;
}
