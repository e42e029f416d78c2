import { CloseOutlined } from "@ant-design/icons";
import { ConfigProvider } from "antd";
import useTagStyle from "antd/es/tag/style";
import { useContext, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";

type SpanProps = Omit<HTMLAttributes<HTMLSpanElement>, "color" | "onChange"> & { "data-testid"?: string; [data: `data-${string}`]: string | undefined };

function useTagClasses() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("tag");
  const [wrapCSSVar, hashId, cssVarCls] = useTagStyle(p);
  return { p, wrapCSSVar, tail: [hashId, cssVarCls] };
}

/**
 * antd's `Tag` with a custom colour (a hex, not a preset name), an icon or none: the same markup, classes
 * and theme styles (closable: the caller removes it), without the click wave (and its async runtime) antd's Tag imports.
 */
export function LightTag({ color, icon, closable, onClose, className, style, children, ...rest }: SpanProps & { color?: string; icon?: ReactNode; closable?: boolean; onClose?: (e: MouseEvent<HTMLElement>) => void }) {
  const { p, wrapCSSVar, tail } = useTagClasses();
  const cls = [p, color && `${p}-has-color`, className, ...tail].filter(Boolean).join(" ");
  return wrapCSSVar(
    <span {...rest} className={cls} style={{ backgroundColor: color, ...style }}>
      {icon ? (
        <>
          {icon}
          {children && <span>{children}</span>}
        </>
      ) : (
        children
      )}
      {closable && (
        <span
          className={`${p}-close-icon`}
          onClick={(e) => {
            e.stopPropagation();
            onClose?.(e);
          }}
        >
          <CloseOutlined />
        </span>
      )}
    </span>,
  );
}

/** antd's `Tag.CheckableTag`: a tag that is picked or not. */
export function LightCheckableTag({ checked, onChange, onClick, className, children, ...rest }: SpanProps & { checked: boolean; onChange?: (checked: boolean) => void }) {
  const { p, wrapCSSVar, tail } = useTagClasses();
  const cls = [p, `${p}-checkable`, checked && `${p}-checkable-checked`, className, ...tail].filter(Boolean).join(" ");
  return wrapCSSVar(
    <span
      {...rest}
      className={cls}
      onClick={(e) => {
        onChange?.(!checked);
        onClick?.(e);
      }}
    >
      <span>{children}</span>
    </span>,
  );
}
