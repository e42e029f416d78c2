import { DatePicker } from "antd";
import type { RangePickerProps } from "antd/es/date-picker";
import { useLayoutEffect, useRef } from "react";

/**
 * A DatePicker.RangePicker for a Form.Item: each of its two inputs is named by the item's label and its
 * own placeholder ("定金时间 结束日期"). antd names only the first (by the label's `for`); the second
 * has just its placeholder, and once the item shows help or an error it is "labelled" only by
 * aria-describedby (axe's label-title-only).
 */
export function FieldRangePicker({ label, ...props }: RangePickerProps & { label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // after every render: the placeholders follow the language
  useLayoutEffect(() => {
    for (const input of ref.current?.querySelectorAll<HTMLInputElement>(".ant-picker-input input") ?? []) {
      input.setAttribute("aria-label", `${label} ${input.placeholder}`.trim());
    }
  });
  return (
    <span ref={ref} style={{ display: "contents" }}>
      <DatePicker.RangePicker {...props} />
    </span>
  );
}
