import { Input, type InputProps } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFen, parseYuan } from "./Money";
import { syncValidator } from "./syncValidator";
import "./editors.texts";

/**
 * What a typed amount means: undefined when empty, fen when it is a valid yuan amount, NaN when it
 * is not (so a form rule can tell "missing" from "wrong").
 */
export function fenOfText(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return parseYuan(text) ?? Number.NaN;
}

/** The text shown for a fen value (no symbol, no thousands separators, two decimals). */
export function textOfFen(fen: number | null | undefined): string {
  if (fen == null || Number.isNaN(fen)) return "";
  return formatFen(fen, { symbol: false }).replace(/,/g, "");
}

export interface FenLimits {
  required?: boolean;
  /** Smallest allowed amount in fen (inclusive). */
  min?: number;
  /** Largest allowed amount in fen (inclusive). */
  max?: number;
}

/** Checks a MoneyInput value; returns the failed rule ("required" | "invalid" | "min" | "max") or null. */
export function checkFen(value: number | null | undefined, limits: FenLimits): "required" | "invalid" | "min" | "max" | null {
  if (value == null) return limits.required ? "required" : null;
  if (Number.isNaN(value) || !Number.isInteger(value)) return "invalid";
  if (limits.min != null && value < limits.min) return "min";
  if (limits.max != null && value > limits.max) return "max";
  return null;
}

/** antd Form rules for a MoneyInput field (`field` names it in the "required" message). */
export function useMoneyRules(field: string, limits: FenLimits = {}): Rule[] {
  const { t } = useTranslation();
  return [
    {
      required: limits.required,
      validator: syncValidator((value: number | undefined) => {
        const failed = checkFen(value, limits);
        if (!failed) return;
        if (failed === "required") throw new Error(t("kitEditors.money.required", { field }));
        if (failed === "min") throw new Error(t("kitEditors.money.min", { min: formatFen(limits.min) }));
        if (failed === "max") throw new Error(t("kitEditors.money.max", { max: formatFen(limits.max) }));
        throw new Error(t("kitEditors.money.invalid"));
      }),
    },
  ];
}

export interface MoneyInputProps extends Omit<InputProps, "value" | "onChange"> {
  /** Fen. */
  value?: number | null;
  onChange?: (fen: number | undefined) => void;
}

/**
 * A yuan amount field whose value is integer fen (money is fen everywhere; yuan only on screen).
 * Invalid text (three decimals, letters) yields NaN so the form rule can reject it before submit.
 */
export function MoneyInput({ value, onChange, onBlur, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => textOfFen(value));
  // Follow value changes made from outside (form reset, batch set) without fighting the typist.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const current = fenOfText(text);
    const same = current === value || (current === undefined && value == null) || (Number.isNaN(current) && Number.isNaN(value));
    if (!same) setText(textOfFen(value));
  }
  return (
    <Input
      prefix="¥"
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(fenOfText(e.target.value));
      }}
      onBlur={(e) => {
        const fen = fenOfText(text);
        if (fen !== undefined && !Number.isNaN(fen)) setText(textOfFen(fen));
        onBlur?.(e);
      }}
    />
  );
}
