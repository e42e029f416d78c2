import { StarFilled } from "@ant-design/icons";
import { ConfigProvider } from "antd";
import useRateStyle from "antd/es/rate/style";
import { useContext, type CSSProperties } from "react";

/**
 * antd's `<Rate disabled />` (a score shown, not asked for): the same markup, classes and theme styles,
 * without what antd's Rate imports for input and tooltips (rc-rate, Tooltip and its trigger: ~20 KB
 * compressed off a goods detail's first load).
 */
export function LightRate({ value, allowHalf, count = 5, style }: { value: number; allowHalf?: boolean; count?: number; style?: CSSProperties }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("rate");
  const [wrapCSSVar, hashId, cssVarCls] = useRateStyle(p);
  const s = `${p}-star`;
  return wrapCSSVar(
    <ul className={[p, `${p}-disabled`, hashId, cssVarCls].filter(Boolean).join(" ")} tabIndex={-1} style={style}>
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const state = allowHalf && value + 0.5 >= n && value < n ? `${s}-half ${s}-active` : n <= value ? `${s}-full` : `${s}-zero`;
        return (
          <li key={n} className={`${s} ${state}`}>
            <div role="radio" aria-checked={value > i} aria-posinset={n} aria-setsize={count} tabIndex={-1}>
              <div className={`${s}-first`}>
                <StarFilled />
              </div>
              <div className={`${s}-second`}>
                <StarFilled />
              </div>
            </div>
          </li>
        );
      })}
    </ul>,
  );
}
