import { Radio, Select, type RadioGroupProps, type SelectProps } from "antd";

/**
 * The props without the `aria-required` a required Form.Item passes down: antd's pickers put it on
 * their outer <div> too, where it is not allowed (axe's aria-allowed-attr). The item's asterisk and
 * its error message (aria-invalid, aria-describedby) still tell that the field is needed.
 */
export function omitAriaRequired<P extends object>(props: P): P {
  const { "aria-required": _required, ...rest } = props as P & { "aria-required"?: unknown };
  return rest as P;
}

/**
 * An antd Select for a required Form.Item (see omitAriaRequired). Not virtual by default: a virtual
 * list's visible options carry aria-selected without their `option` role (axe's aria-allowed-attr).
 */
export function FieldSelect(props: SelectProps) {
  return <Select virtual={false} {...omitAriaRequired(props)} />;
}

/** An antd Radio.Group for a required Form.Item (see omitAriaRequired: the group's <div> has no role that allows it). */
export function FieldRadioGroup(props: RadioGroupProps) {
  return <Radio.Group {...omitAriaRequired(props)} />;
}
