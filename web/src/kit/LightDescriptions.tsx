import { ConfigProvider } from "antd";
import useBreakpoint from "antd/es/grid/hooks/useBreakpoint";
import useDescriptionsStyle from "antd/es/descriptions/style";
import { Children, isValidElement, useContext, type CSSProperties, type ReactNode } from "react";

type Breakpoint = "xxl" | "xl" | "lg" | "md" | "sm" | "xs";
const BREAKPOINTS: Breakpoint[] = ["xxl", "xl", "lg", "md", "sm", "xs"];

export interface LightDescriptionsItemProps {
  label: ReactNode;
  children?: ReactNode;
}

/** One label and its value (antd's `Descriptions.Item`): read by `LightDescriptions`, renders nothing itself. */
export function LightDescriptionsItem(_props: LightDescriptionsItemProps): null {
  return null;
}

/**
 * antd's `Descriptions` (horizontal, not bordered) as the goods detail uses it: label–value pairs in
 * rows of `column` (a number, or one per screen width), each row's last pair filling the row, antd's
 * markup, classes and theme styles; without antd's Descriptions code (~2 KB compressed).
 */
export function LightDescriptions({ title, column = 3, size, styles, style, children, "data-testid": testId }: { title?: ReactNode; column?: number | Partial<Record<Breakpoint, number>>; size?: "small" | "middle" | "default"; styles?: { label?: CSSProperties; content?: CSSProperties }; style?: CSSProperties; children?: ReactNode; "data-testid"?: string }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("descriptions");
  const [wrapCSSVar, hashId, cssVarCls] = useDescriptionsStyle(p);
  const screens = useBreakpoint(typeof column === "object");
  const cols = typeof column === "number" ? column : (BREAKPOINTS.map((b) => (screens[b] ? column[b] : undefined)).find((n) => n !== undefined) ?? 3);
  const items = Children.toArray(children).filter((c) => isValidElement<LightDescriptionsItemProps>(c)) as { key: string | null; props: LightDescriptionsItemProps }[];
  const rows: { key: string | null; props: LightDescriptionsItemProps; span: number }[][] = [];
  for (let i = 0; i < items.length; i += cols) {
    const row = items.slice(i, i + cols).map((it) => ({ ...it, span: 1 }));
    row[row.length - 1].span = cols - row.length + 1;
    rows.push(row);
  }
  const cls = [p, size && size !== "default" && `${p}-${size}`, hashId, cssVarCls].filter(Boolean).join(" ");
  return wrapCSSVar(
    <div className={cls} style={style} data-testid={testId}>
      {title && (
        <div className={`${p}-header`}>
          <div className={`${p}-title`}>{title}</div>
        </div>
      )}
      <div className={`${p}-view`}>
        <table>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className={`${p}-row`}>
                {row.map((it, i) => (
                  <td key={it.key ?? i} className={`${p}-item`} colSpan={it.span}>
                    <div className={`${p}-item-container`}>
                      <span className={`${p}-item-label`} style={styles?.label}>
                        {it.props.label}
                      </span>
                      <span className={`${p}-item-content`} style={styles?.content}>
                        {it.props.children}
                      </span>
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>,
  );
}
