import { Checkbox } from "antd";
import type { CheckboxGroupProps } from "antd/es/checkbox";

/**
 * A checkbox group for a Form.Item: a `group` named by `aria-label`, without the `aria-required`
 * a required Form.Item passes down (not allowed on a group: axe's aria-allowed-attr); each checkbox
 * keeps its own name.
 */
export function CheckGroup<T extends string | number>(props: CheckboxGroupProps<T> & { id?: string; "aria-required"?: unknown; "aria-label"?: string }) {
  const { "aria-required": _required, ...rest } = props;
  // antd's group passes unknown props to its <div> but does not type `role`
  const group: Record<string, string> = { role: "group" };
  return <Checkbox.Group<T> {...group} {...rest} />;
}
