import { Radio, Select, type RadioGroupProps, type SelectProps } from "antd";
import { useLayoutEffect, useRef, type ReactNode } from "react";

/**
 * The props without the `aria-required` a required Form.Item passes down (and the `aria-invalid` and
 * `aria-describedby` it adds when the field shows an error or help): antd's Select, Cascader and
 * TreeSelect put them on their outer <div>, where they are not allowed (axe's aria-allowed-attr). Pass
 * what they held (`fieldAriaOf`) to `AriaRequiredBox` (the pickers below do), which puts them on the text box.
 */
export function omitAriaRequired<P extends object>(props: P): P {
  const { "aria-required": _required, "aria-invalid": _invalid, "aria-describedby": _describedBy, ...rest } = props as P & {
    "aria-required"?: unknown;
    "aria-invalid"?: unknown;
    "aria-describedby"?: unknown;
  };
  return rest as P;
}

/** What a Form.Item passed down for the picker's text box: required, invalid (an error shown), described by (its help or error). */
export interface FieldAria {
  required: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** The aria state a Form.Item passed in `props` (see `omitAriaRequired`). */
export function fieldAriaOf(props: object): FieldAria {
  const p = props as { "aria-invalid"?: unknown; "aria-describedby"?: unknown };
  return {
    required: ariaRequiredOf(props),
    invalid: p["aria-invalid"] === true || p["aria-invalid"] === "true",
    describedBy: typeof p["aria-describedby"] === "string" ? p["aria-describedby"] : undefined,
  };
}

/** The `aria-required` a Form.Item passed (true for an item with a required rule). */
export function ariaRequiredOf(props: object): boolean {
  const v = (props as { "aria-required"?: unknown })["aria-required"];
  return v === true || v === "true";
}

/** Where a picker's `aria-required` belongs: its text box (role combobox, as Select, Cascader, TreeSelect and DatePicker draw it), else its radio group. */
const BOX = '[role="combobox"], input[type="text"], input:not([type]), [role="radiogroup"], .ant-radio-group';

/**
 * Puts `aria-required` on the picker's own text box (the combobox of Select / Cascader / TreeSelect,
 * the input of a DatePicker) or its radio group (given role="radiogroup"), where screen readers announce
 * it and axe allows it, instead of antd's outer <div>. Wraps the picker in a `display: contents` span
 * (no box of its own: the layout is the picker's).
 */
export function AriaRequiredBox({ required, invalid = false, describedBy, children }: FieldAria & { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  // after every render: the picker may have re-created its input (search shown, value cleared)
  useLayoutEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>(BOX);
    if (!box) return;
    if (box.classList.contains("ant-radio-group")) box.setAttribute("role", "radiogroup");
    const set = (name: string, value: string | null) => (value === null ? box.removeAttribute(name) : box.setAttribute(name, value));
    set("aria-required", required ? "true" : null);
    set("aria-invalid", invalid ? "true" : null);
    if (describedBy) box.setAttribute("aria-describedby", describedBy);
  });
  return (
    <span ref={ref} style={{ display: "contents" }}>
      {children}
    </span>
  );
}

/**
 * An antd Select for a Form.Item: a required item's aria-required on its combobox (see AriaRequiredBox).
 * Not virtual by default: a virtual list's visible options carry aria-selected without their `option`
 * role (axe's aria-allowed-attr).
 */
export function FieldSelect(props: SelectProps) {
  return (
    <AriaRequiredBox {...fieldAriaOf(props)}>
      <Select virtual={false} {...omitAriaRequired(props)} />
    </AriaRequiredBox>
  );
}

/** An antd Radio.Group for a Form.Item: a radiogroup, required when the item is (see AriaRequiredBox). */
export function FieldRadioGroup(props: RadioGroupProps) {
  return (
    <AriaRequiredBox {...fieldAriaOf(props)}>
      <Radio.Group {...omitAriaRequired(props)} />
    </AriaRequiredBox>
  );
}
