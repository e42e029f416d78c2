import { Children, type CSSProperties, type ReactNode } from "react";

const GAP = { small: 8, middle: 16, large: 24 } as const;
type Size = keyof typeof GAP | number;

/**
 * antd's `Space` as the mall's first pages use it: an inline flex row (or column) of its children with
 * antd's gaps (small 8, middle 16, large 24) and alignment (centred rows), each child in an item, empty
 * children skipped. Plain styles: no Space.Compact, no style registration (~2 KB compressed).
 */
export function LightSpace({ direction = "horizontal", size = "small", align, wrap, style, className, children }: { direction?: "horizontal" | "vertical"; size?: Size | [Size, Size]; align?: "start" | "end" | "center" | "baseline"; wrap?: boolean; style?: CSSProperties; className?: string; children?: ReactNode }) {
  const px = (s: Size) => (typeof s === "number" ? s : GAP[s]);
  const [col, row] = Array.isArray(size) ? [px(size[0]), px(size[1])] : [px(size), px(size)];
  // (toArray drops null, undefined and booleans)
  const items = Children.toArray(children).filter((c) => c !== "");
  const alignItems = align ? { start: "flex-start", end: "flex-end", center: "center", baseline: "baseline" }[align] : direction === "horizontal" ? "center" : undefined;
  return (
    <div className={["ql-space", className].filter(Boolean).join(" ")} style={{ display: "inline-flex", flexDirection: direction === "vertical" ? "column" : undefined, alignItems, columnGap: col, rowGap: row, flexWrap: wrap ? "wrap" : undefined, ...style }}>
      {items.map((c, i) => (
        <div key={i}>{c}</div>
      ))}
    </div>
  );
}
