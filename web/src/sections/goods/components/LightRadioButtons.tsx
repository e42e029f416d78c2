import { ConfigProvider } from "antd";
import useCSSVarCls from "antd/es/config-provider/hooks/useCSSVarCls";
import useRadioStyle from "antd/es/radio/style";
import { useContext, useId } from "react";

export interface LightRadioButtonsProps<V extends string> {
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  size?: "small" | "middle";
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "data-testid"?: string;
}

/**
 * antd's `Radio.Group` with `optionType="button"` as the goods list uses it: native radios in antd's
 * markup, classes and theme styles, without what antd's Radio imports (its form context, which brings
 * the form stack into the list's first load).
 */
export function LightRadioButtons<V extends string>({ value, options, onChange, size = "small", "data-testid": testId, ...aria }: LightRadioButtonsProps<V>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("radio");
  const rootCls = useCSSVarCls(p);
  const [wrapCSSVar, hashId, cssVarCls] = useRadioStyle(p, rootCls);
  const name = useId();
  const b = `${p}-button`;
  return wrapCSSVar(
    <div role="radiogroup" {...aria} data-testid={testId} className={[`${p}-group`, `${p}-group-outline`, size === "small" && `${p}-group-small`, hashId, cssVarCls, rootCls].filter(Boolean).join(" ")}>
      {options.map((o) => {
        const checked = o.value === value;
        return (
          <label key={o.value} className={[`${b}-wrapper`, checked && `${b}-wrapper-checked`, hashId, cssVarCls, rootCls].filter(Boolean).join(" ")}>
            <span className={`${b}${checked ? ` ${b}-checked` : ""}`}>
              <input type="radio" className={`${b}-input`} name={name} value={o.value} checked={checked} onChange={() => onChange(o.value)} />
              <span className={`${b}-inner`} />
            </span>
            <span className={`${b}-label`}>{o.label}</span>
          </label>
        );
      })}
    </div>,
  );
}
