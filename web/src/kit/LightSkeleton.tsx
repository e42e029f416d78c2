import type { CSSProperties } from "react";

/**
 * antd's `Skeleton` look (a title bar and paragraph bars, grey with a moving sheen) for the moment before
 * a page's data arrives, in plain styles: the placeholders every first page shows without antd's
 * Skeleton code and style registration (~3 KB compressed off each first load). Hidden from assistive
 * technology, as antd's bars carry nothing to read.
 */
const KEYFRAMES = "@keyframes ql-skeleton{0%{background-position:100% 50%}100%{background-position:0 50%}}";
const bar = (active: boolean | undefined): CSSProperties => ({
  background: active ? "linear-gradient(90deg, rgba(0,0,0,0.06) 25%, rgba(0,0,0,0.15) 37%, rgba(0,0,0,0.06) 63%)" : "rgba(0,0,0,0.06)",
  backgroundSize: "400% 100%",
  animation: active ? "ql-skeleton 1.4s ease infinite" : undefined,
  borderRadius: 4,
  height: 16,
});

export function LightSkeleton({ active, paragraph, style }: { active?: boolean; paragraph?: { rows?: number }; style?: CSSProperties }) {
  const rows = paragraph?.rows ?? 3;
  return (
    <div className="ql-skeleton" aria-hidden="true" style={{ width: "100%", ...style }}>
      {active && <style>{KEYFRAMES}</style>}
      <div style={{ ...bar(active), width: "38%", marginTop: 0 }} />
      <ul style={{ listStyle: "none", margin: "24px 0 0", padding: 0 }}>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} style={{ ...bar(active), width: i === rows - 1 && rows > 1 ? "61%" : "100%", marginTop: i ? 16 : 0 }} />
        ))}
      </ul>
    </div>
  );
}

/** antd's `Skeleton.Node` / `Skeleton.Image`: one grey block (give it a size, e.g. width and aspect ratio). */
export function LightSkeletonBlock({ active, style }: { active?: boolean; style?: CSSProperties }) {
  return (
    <div className="ql-skeleton" aria-hidden="true" style={{ display: "block", ...bar(active), borderRadius: 4, height: undefined, ...style }}>
      {active && <style>{KEYFRAMES}</style>}
    </div>
  );
}
