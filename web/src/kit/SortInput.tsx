import { InputNumber } from "antd";

/**
 * A row's sort number edited in place: saved when the field loses focus, only if it is a whole
 * number from 0 to 100 000 and differs from the stored one.
 */
export function SortInput({ value, onCommit }: { value: number; onCommit: (sort: number) => void }) {
  return (
    <InputNumber
      size="small"
      min={0}
      max={100000}
      precision={0}
      defaultValue={value}
      onBlur={(e) => {
        const v = Number(e.target.value);
        if (Number.isInteger(v) && v >= 0 && v !== value) onCommit(v);
      }}
    />
  );
}
