import { ConfigProvider } from "antd";
import useBadgeStyle from "antd/es/badge/style";
import { useContext, type ReactNode } from "react";

/**
 * antd's `Badge` with a count on something (the cart, the filters button): the same markup, classes and
 * theme styles, without its motion and scrolling digits (~4 KB compressed off every first load). Nothing
 * is drawn for 0, as antd's (showZero off).
 */
export function LightBadge({ count, size, offset, overflowCount = 99, children }: { count: number; size?: "small" | "default"; offset?: [number, number]; overflowCount?: number; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("badge");
  const n = getPrefixCls("scroll-number");
  const [wrapCSSVar, hashId, cssVarCls] = useBadgeStyle(p);
  const shown = count > overflowCount ? `${overflowCount}+` : String(count);
  const cls = [n, `${p}-count`, size === "small" && `${p}-count-sm`, shown.length > 1 && `${p}-multiple-words`].filter(Boolean).join(" ");
  return wrapCSSVar(
    <span className={[p, hashId, cssVarCls].filter(Boolean).join(" ")}>
      {children}
      {count > 0 && (
        <sup data-show="true" className={cls} title={shown} style={offset ? { marginTop: offset[1], right: -offset[0] } : undefined}>
          {[...shown].map((d, i) => (
            <span key={i} className={`${n}-only`}>
              <span className={`${n}-only-unit current`}>{d}</span>
            </span>
          ))}
        </sup>
      )}
    </span>,
  );
}
