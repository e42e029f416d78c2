import { LoadingOutlined } from "@ant-design/icons";
import { ConfigProvider } from "antd";
import useButtonStyle from "antd/es/button/style";
import { Children, isValidElement, useContext, type ButtonHTMLAttributes, type ReactNode } from "react";

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  type?: "default" | "primary" | "link" | "text";
  size?: "small" | "middle" | "large";
  icon?: ReactNode;
  loading?: boolean;
  ghost?: boolean;
  danger?: boolean;
  htmlType?: "button" | "submit" | "reset";
  "data-testid"?: string;
}

const VARIANT = { default: ["default", "outlined"], primary: ["primary", "solid"], link: ["link", "link"], text: ["default", "text"] } as const;
const twoCN = /^[\u4E00-\u9FA5]{2}$/;

/**
 * antd's `Button` as the mall's first pages use it (type, size, icon, loading, ghost): the same markup,
 * classes and theme styles (and the space antd puts between two Chinese characters), without the click
 * wave, Space.Compact and the rest antd's Button imports (~8 KB compressed off every first load).
 */
export function LightButton({ type = "default", size, icon, loading = false, ghost, danger, htmlType = "button", className, children, disabled, ...rest }: LightButtonProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("btn");
  const [wrapCSSVar, hashId, cssVarCls] = useButtonStyle(p);
  const [color, variant] = VARIANT[type];
  const unbordered = variant === "link" || variant === "text";
  // antd: a lone text child, no icon, on a bordered button: "登录" is drawn "登 录"
  const insert = Children.count(children) === 1 && !icon && !unbordered;
  const texts = Children.toArray(children);
  const onlyText = texts.length === 1 && (typeof texts[0] === "string" || typeof texts[0] === "number") ? String(texts[0]) : undefined;
  const spaced = insert && !loading && onlyText !== undefined && twoCN.test(onlyText);
  const kids = Children.map(children, (c) => {
    if (typeof c === "string" || typeof c === "number") {
      const s = String(c);
      return <span>{twoCN.test(s) ? s.split("").join(insert ? " " : "") : s}</span>;
    }
    return isValidElement(c) || c ? c : null;
  });
  const cls = [
    p,
    hashId,
    cssVarCls,
    `${p}-${type}`,
    danger && `${p}-dangerous`,
    `${p}-color-${danger ? "dangerous" : color}`,
    `${p}-variant-${variant}`,
    size === "small" ? `${p}-sm` : size === "large" ? `${p}-lg` : "",
    !children && children !== 0 && (icon || loading) && `${p}-icon-only`,
    ghost && !unbordered && `${p}-background-ghost`,
    loading && `${p}-loading`,
    spaced && `${p}-two-chinese-chars`,
    className,
  ];
  return wrapCSSVar(
    <button {...rest} type={htmlType} disabled={disabled} className={cls.filter(Boolean).join(" ")}>
      {loading ? (
        <span className={`${p}-icon ${p}-loading-icon`}>
          <LoadingOutlined />
        </span>
      ) : (
        icon && <span className={`${p}-icon`}>{icon}</span>
      )}
      {kids}
    </button>,
  );
}
