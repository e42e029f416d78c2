import { ConfigProvider } from "antd";
import useBreadcrumbStyle from "antd/es/breadcrumb/style";
import { Fragment, useContext, type CSSProperties, type ReactNode } from "react";

/**
 * antd's Breadcrumb for plain items (a title each, "/" between), with its markup, classes and theme
 * styles, without the Dropdown and Menu antd's Breadcrumb imports for items with sub-menus (~14 KB
 * compressed off a goods detail's first load).
 */
export function LightBreadcrumb({ items, style, "data-testid": testId }: { items: { title: ReactNode }[]; style?: CSSProperties; "data-testid"?: string }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("breadcrumb");
  const [wrapCSSVar, hashId, cssVarCls] = useBreadcrumbStyle(p);
  return wrapCSSVar(
    <nav className={[p, hashId, cssVarCls].filter(Boolean).join(" ")} style={style} data-testid={testId}>
      <ol>
        {items.map((item, i) => (
          <Fragment key={i}>
            <li className={`${p}-item`}>
              <span className={`${p}-link`}>{item.title}</span>
            </li>
            {i < items.length - 1 && (
              <li className={`${p}-separator`} aria-hidden="true">
                /
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>,
  );
}
