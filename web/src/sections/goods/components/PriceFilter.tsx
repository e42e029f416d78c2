import { LightButton } from "../../../kit/LightButton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFen, parseYuan } from "../../../kit/Money";
import "./lightFields.css";
import "../texts";

const MAX = 100_000_000_000;

/** Typed yuan → fen: undefined when empty, NaN when not an amount (as the kit's MoneyInput reads it). */
const fenOf = (text: string): number | undefined => (text.trim() ? (parseYuan(text) ?? Number.NaN) : undefined);
/** Fen → the text in the box (no symbol, no separators). */
const textOf = (fen?: number): string => (fen == null ? "" : formatFen(fen, { symbol: false }).replace(/,/g, ""));

/**
 * The goods list's price range (yuan typed, fen applied): two plain boxes and 确定, checked as the
 * kit's MoneyInput rules check (an amount, at most ¥1,000,000,000, max ≥ min), the message under the boxes. Plain
 * markup: antd's Form and Input would bring the form stack into the list's first load.
 */
export function PriceFilter({ min, max, onApply }: { min?: number; max?: number; onApply: (min?: number, max?: number) => void }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState({ min: textOf(min), max: textOf(max) });
  const [error, setError] = useState<string | null>(null);
  // follow the URL (a facet tag or 清除 changed the range)
  const [seen, setSeen] = useState({ min, max });
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    setTexts({ min: textOf(min), max: textOf(max) });
    setError(null);
  }
  const problem = (v: number | undefined): string | null => {
    if (v === undefined) return null;
    if (Number.isNaN(v)) return t("goods.list.priceNotAmount");
    return v > MAX ? t("goods.list.priceTooHigh", { max: formatFen(MAX) }) : null;
  };
  const apply = () => {
    const lo = fenOf(texts.min);
    const hi = fenOf(texts.max);
    const e = problem(lo) ?? problem(hi) ?? (lo != null && hi != null && hi < lo ? t("goods.list.priceInvalid") : null);
    setError(e);
    if (!e) onApply(lo, hi);
  };
  const box = (key: "min" | "max", label: string, id?: string) => (
    <input
      id={id}
      className="ql-light-input"
      inputMode="decimal"
      aria-label={label}
      placeholder={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "goods-filter-price-error" : undefined}
      value={texts[key]}
      maxLength={16}
      onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
      style={{ width: 96 }}
    />
  );
  return (
    <form
      data-testid="price-filter"
      style={{ display: "inline-flex", flexDirection: "column", verticalAlign: "top" }}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <span style={{ display: "inline-flex", gap: 4, alignItems: "center", flexWrap: "nowrap" }}>
        {box("min", t("goods.list.priceMin"), "goods-filter-price-min")}
        {box("max", t("goods.list.priceMax"))}
        <LightButton size="small" htmlType="submit" data-testid="price-apply">
          {t("goods.list.priceApply")}
        </LightButton>
      </span>
      {error && (
        <span id="goods-filter-price-error" role="alert" style={{ color: "#cf1322", fontSize: 12, lineHeight: 1.5 }}>
          {error}
        </span>
      )}
    </form>
  );
}
