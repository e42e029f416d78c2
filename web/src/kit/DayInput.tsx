import { DatePicker, type DatePickerProps } from "antd";
import dayjs, { type Dayjs } from "dayjs";

export interface DayInputProps extends Omit<DatePickerProps, "value" | "onChange" | "onOk" | "maxDate" | "minDate" | "multiple" | "picker"> {
  /** The day as the contract has it: "YYYY-MM-DD", or empty. */
  value?: string | null;
  onChange?: (day: string | null) => void;
  /** Latest and earliest day one may pick ("YYYY-MM-DD"), e.g. today for what already happened. */
  max?: string;
  min?: string;
}

const DAY = "YYYY-MM-DD";

/** Today on this device, as a day string. */
export const today = (): string => dayjs().format(DAY);

/**
 * antd's DatePicker for a Form.Item whose value is a day string ("YYYY-MM-DD", the contract's `day`),
 * so forms hold what the server takes and nothing converts dayjs on submit. Full width by default.
 */
export function DayInput({ value, onChange, max, min, style, ...rest }: DayInputProps) {
  const picked: Dayjs | null = value ? dayjs(value, DAY) : null;
  return (
    <DatePicker
      {...rest}
      style={{ width: "100%", ...style }}
      value={picked && picked.isValid() ? picked : null}
      format={DAY}
      maxDate={max ? dayjs(max, DAY) : undefined}
      minDate={min ? dayjs(min, DAY) : undefined}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(DAY) : null)}
    />
  );
}
