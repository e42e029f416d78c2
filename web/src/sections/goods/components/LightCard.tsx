import { ConfigProvider } from "antd";
import useCardStyle from "antd/es/card/style";
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import { useContext } from "react";

/**
 * antd's Card as the mall's first pages use it (title, size, hoverable, body style), with the same
 * markup, classes and theme styles, but without what antd's Card imports for the features not used
 * here: Tabs (with rc-tabs, rc-menu, rc-dropdown) and Skeleton — ~15 KB compressed off the home page,
 * the goods list and a goods detail.
 */
export interface LightCardProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: "small" | "default";
  hoverable?: boolean;
  styles?: { header?: CSSProperties; body?: CSSProperties };
  "data-testid"?: string;
}

export function LightCard({ title, extra, size, hoverable, styles, className, children, ...rest }: LightCardProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("card");
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(p);
  const cls = [p, `${p}-bordered`, hoverable && `${p}-hoverable`, size && `${p}-${size}`, className, hashId, cssVarCls].filter(Boolean).join(" ");
  return wrapCSSVar(
    <div {...rest} className={cls}>
      {(title || extra) && (
        <div className={`${p}-head`} style={styles?.header}>
          <div className={`${p}-head-wrapper`}>
            {title && <div className={`${p}-head-title`}>{title}</div>}
            {extra && <div className={`${p}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      <div className={`${p}-body`} style={styles?.body}>
        {children}
      </div>
    </div>,
  );
}

/**
 * Text cut with an ellipsis after `rows` lines, as antd's `Typography` with `ellipsis` draws it (CSS
 * line clamp; same class) without Typography's editing and copying code (TextArea, Tooltip).
 */
export function Clamp({ rows, as = rows > 1 ? "div" : "span", style, children, title }: { rows: number; as?: "div" | "span"; style?: CSSProperties; children: ReactNode; title?: string }) {
  const Tag = as;
  const clamp: CSSProperties =
    rows > 1
      ? { display: "-webkit-box", WebkitLineClamp: rows, WebkitBoxOrient: "vertical", overflow: "hidden" }
      : { display: "inline-block", maxWidth: "100%", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", verticalAlign: "bottom" };
  return (
    <Tag className="ant-typography" title={title} style={{ color: "rgba(0, 0, 0, 0.88)", wordBreak: "break-word", ...clamp, ...style }}>
      {children}
    </Tag>
  );
}
