import { Tag } from "antd";
import type { ReactNode } from "react";

/** antd's preset colours a state label comes with (kit/stateLabels) and the tones used with them. */
export type Tone = "success" | "processing" | "error" | "warning" | "default" | "volcano" | "blue" | "green" | "red" | "cyan" | "gray" | "gold" | "orange";

/**
 * Text, background and border of each tone, dark enough on their background for WCAG AA (antd's
 * preset tags are not: green on pale green is about 2.5 : 1, the blue "processing" about 3.5 : 1).
 */
const TONES: Record<Tone, [string, string, string]> = {
  success: ["#135200", "#f6ffed", "#b7eb8f"],
  green: ["#135200", "#f6ffed", "#b7eb8f"],
  processing: ["#003eb3", "#e6f4ff", "#91caff"],
  blue: ["#003eb3", "#e6f4ff", "#91caff"],
  cyan: ["#00474f", "#e6fffb", "#87e8de"],
  error: ["#a8071a", "#fff1f0", "#ffa39e"],
  red: ["#a8071a", "#fff1f0", "#ffa39e"],
  warning: ["#874d00", "#fffbe6", "#ffe58f"],
  volcano: ["#ad2102", "#fff2e8", "#ffbb96"],
  orange: ["#873800", "#fff7e6", "#ffd591"],
  gold: ["#874d00", "#fffbe6", "#ffe58f"],
  default: ["#434343", "#fafafa", "#d9d9d9"],
  gray: ["#434343", "#fafafa", "#d9d9d9"],
};

const isTone = (c: string): c is Tone => Object.hasOwn(TONES, c);

/** The text colour of a tone (for a timeline dot or a plain text in the same tone). */
export const toneText = (tone: string): string => TONES[isTone(tone) ? tone : "default"][0];

/** A tag in a readable tone (`tone` may be any antd preset name; unknown ones read as default). */
export function ToneTag({ tone, children, ...rest }: { tone: string; children: ReactNode; "data-testid"?: string; title?: string }) {
  const [color, background, borderColor] = TONES[isTone(tone) ? tone : "default"];
  return (
    <Tag {...rest} style={{ color, background, borderColor, marginInline: 4, whiteSpace: "normal" }}>
      {children}
    </Tag>
  );
}
