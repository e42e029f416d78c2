import type { CSSProperties } from "react";

/** The grey tile each overview figure sits on. */
export const tileStyle: CSSProperties = { background: "#fafafa", borderRadius: 8, padding: 12, height: "100%", boxSizing: "border-box" };
